import { Button, Result } from 'antd';
import { Link } from 'react-router-dom';
import { APP_TEXT, MESSAGES } from '../../shared/messages';

export default function NotFoundPage() {
  return (
    <Result
      status="404"
      title={<h1 style={{ fontSize: 24, margin: 0 }}>{MESSAGES.notFound}</h1>}
      subTitle={APP_TEXT.pageNotFound}
      extra={
        <Link to="/">
          <Button type="primary" size="large">
            {APP_TEXT.goToDashboard}
          </Button>
        </Link>
      }
    />
  );
}
