import { Result } from 'antd';
import { APP_TEXT, MESSAGES } from '../../shared/messages';
import { ButtonLink } from '../components/PlainButton';

export default function NotFoundPage() {
  return (
    <Result
      status="404"
      title={<h1 style={{ fontSize: 24, margin: 0 }}>{MESSAGES.notFound}</h1>}
      subTitle={APP_TEXT.pageNotFound}
      extra={
        <ButtonLink variant="primary" to="/">
          {APP_TEXT.goToDashboard}
        </ButtonLink>
      }
    />
  );
}
