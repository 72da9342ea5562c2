import { Result } from 'antd';
import { APP_TEXT } from '../../../shared/messages';
import { ButtonLink } from '../../components/PlainButton';

/** SPEC section 2: "A back-home page leads to /dashboard" (kept at /home-old). */
export default function BackHomePage() {
  return (
    <Result
      status="info"
      title={APP_TEXT.backHomeTitle}
      extra={
        <ButtonLink variant="primary" to="/dashboard">
          {APP_TEXT.goToDashboard}
        </ButtonLink>
      }
    />
  );
}
