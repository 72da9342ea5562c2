import { Button, Result } from 'antd';
import { Link } from 'react-router-dom';
import { APP_TEXT } from '../../../shared/messages';

/** SPEC section 2: "A back-home page leads to /dashboard" (kept at /home-old). */
export default function BackHomePage() {
  return (
    <Result
      status="info"
      title={APP_TEXT.backHomeTitle}
      extra={
        <Link to="/dashboard">
          <Button type="primary" size="large">
            {APP_TEXT.goToDashboard}
          </Button>
        </Link>
      }
    />
  );
}
