import { APP_TEXT } from '../../../shared/messages';
import { ActionResult } from '../../components/ActionResult';

/** SPEC section 2: "A back-home page leads to /dashboard" (kept at /home-old). */
export default function BackHomePage() {
  return <ActionResult status="info" title={APP_TEXT.backHomeTitle} to="/dashboard" action={APP_TEXT.goToDashboard} />;
}
