import { Card, Typography } from 'antd';
import { useEffect } from 'react';
import { APP_TEXT } from '../../../shared/messages';
import { useGetMeQuery } from '../../api/enhanced/users';
import { selectCurrentUser, userProfileSaved } from '../auth';
import { useAppDispatch, useAppSelector } from '../../hooks';
import { AccountDetails } from './AccountDetails';
import { ChangePassword } from './ChangePassword';
import { DeleteAccount, mayDeleteOwnAccount } from './DeleteAccount';
import { LogOutButton } from './LogOutButton';
import { ReminderSettings } from './ReminderSettings';

const CARD = { maxWidth: 560, marginTop: 16 } as const;

export default function ProfilePage() {
  const user = useAppSelector(selectCurrentUser);
  const dispatch = useAppDispatch();
  // The account as the server has it now: a name or email changed on another device replaces this device's copy.
  const me = useGetMeQuery(undefined, { refetchOnMountOrArgChange: true }).data?.data.user;
  useEffect(() => {
    if (me) dispatch(userProfileSaved(me));
  }, [me, dispatch]);
  if (!user) return null;
  return (
    <>
      <Typography.Title level={1} style={{ fontSize: 28, marginTop: 0 }}>
        {APP_TEXT.profileTitle}
      </Typography.Title>
      <Card style={{ maxWidth: 560 }}>
        <AccountDetails user={user} />
      </Card>
      <Card style={CARD}>
        <ReminderSettings />
      </Card>
      <Card style={CARD}>
        <ChangePassword />
      </Card>
      <LogOutButton />
      {mayDeleteOwnAccount(user.role) && (
        <Card style={{ ...CARD, marginTop: 32 }}>
          <DeleteAccount role={user.role} />
        </Card>
      )}
    </>
  );
}
