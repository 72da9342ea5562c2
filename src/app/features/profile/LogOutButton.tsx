import { Button } from 'antd';
import { APP_TEXT } from '../../../shared/messages';
import { useLogOut } from '../auth';

/** /profile's Log Out: one userLoggedOut, then /login (SPEC section 4). */
export function LogOutButton() {
  const logOut = useLogOut();
  return (
    <Button danger size="large" block onClick={logOut} style={{ marginTop: 24, maxWidth: 560 }}>
      {APP_TEXT.logOut}
    </Button>
  );
}
