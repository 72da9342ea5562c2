import { APP_TEXT, MESSAGES } from '../../shared/messages';
import { ActionResult } from '../components/ActionResult';

export default function NotFoundPage() {
  return (
    <ActionResult
      status="404"
      title={<h1 style={{ fontSize: 24, margin: 0 }}>{MESSAGES.notFound}</h1>}
      subTitle={APP_TEXT.pageNotFound}
      to="/"
      action={APP_TEXT.goToDashboard}
    />
  );
}
