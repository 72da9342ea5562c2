import { APP_TEXT, screenNotAvailable } from '../../shared/messages';
import { useScreenName } from './screenName';
import { ActionResult } from '../components/ActionResult';

export interface NotAvailableProps {
  /** Defaults to the current route's screen name. */
  screen?: string;
}

/** The one stand-in for screens still to be built: says so plainly, shows no data and no form. */
export function NotAvailable({ screen }: NotAvailableProps) {
  const routeScreen = useScreenName();
  const name = screen ?? routeScreen ?? APP_TEXT.appName;
  return (
    <ActionResult
      status="info"
      title={<h1 style={{ fontSize: 24, margin: 0 }}>{screenNotAvailable(name)}</h1>}
      subTitle={APP_TEXT.notAvailableBody}
      to="/dashboard"
      action={APP_TEXT.goToDashboard}
    />
  );
}

export default function NotAvailablePage() {
  return <NotAvailable />;
}
