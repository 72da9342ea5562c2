import { homePathFor } from '../../shared/access';
import { APP_TEXT, SERVER_MESSAGES } from '../../shared/messages';
import { ActionResult } from '../components/ActionResult';
import { selectCurrentUser } from '../features/auth/authSlice';
import { useAppSelector } from '../hooks';

export default function NotFoundPage() {
  // A visitor who mistyped a link is usually a driver in a lot: the dashboard would only send them
  // to Log In, so their way on is finding parking.
  const user = useAppSelector(selectCurrentUser);
  const signedIn = Boolean(user);
  return (
    <ActionResult
      status="404"
      title={<h1 style={{ fontSize: 24, margin: 0 }}>{SERVER_MESSAGES.notFound}</h1>}
      subTitle={APP_TEXT.pageNotFound}
      to={user ? homePathFor(user.role) : '/locations'}
      action={signedIn ? APP_TEXT.goToDashboard : APP_TEXT.tileFindParking}
    />
  );
}
