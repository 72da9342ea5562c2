import { APP_TEXT, screenNotAvailable } from '../../shared/messages';
import { useScreenName } from './screenName';
import { TOKENS } from '../themeTokens';
import { ButtonLink, PlainButton } from '../components/PlainButton';
import { selectCurrentUser } from '../features/auth/authSlice';
import { useLogOut } from '../features/auth/useLogOut';
import { useAppSelector } from '../hooks';
import { canOpen } from '../routeTable';

export interface NotAvailableProps {
  /** Defaults to the current route's screen name. */
  screen?: string;
}

/** The one stand-in for screens still to be built: says so plainly, shows no data and no form. */
export function NotAvailable({ screen }: NotAvailableProps) {
  const routeScreen = useScreenName();
  const name = screen ?? routeScreen ?? APP_TEXT.appName;
  const user = useAppSelector(selectCurrentUser);
  const logOut = useLogOut();
  // An admin (sent to /admin after login) may open no dashboard: Go to Dashboard would only bounce
  // to /login saying the page cannot be opened. Log Out is their way on.
  const deadEnd = Boolean(user) && !canOpen(user, '/dashboard');
  return (
    // Plain markup: the public routes still to be built (guest, member, valet customer pages) show it on a phone.
    <section style={{ textAlign: 'center', padding: '32px 8px' }}>
      <h1 style={{ fontSize: 24, margin: '0 0 8px' }}>{screenNotAvailable(name)}</h1>
      <p style={{ margin: '0 0 24px', color: TOKENS.colorTextSecondary }}>{APP_TEXT.notAvailableBody}</p>
      {deadEnd ? (
        <PlainButton variant="primary" onClick={logOut}>
          {APP_TEXT.logOut}
        </PlainButton>
      ) : (
        <ButtonLink variant="primary" to="/dashboard">
          {APP_TEXT.goToDashboard}
        </ButtonLink>
      )}
    </section>
  );
}

export default function NotAvailablePage() {
  return <NotAvailable />;
}
