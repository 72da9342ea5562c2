import { Card, Typography } from 'antd';
import { useEffect } from 'react';
import { APP_TEXT } from '../../../shared/messages';
import { ROLE_LABELS } from '../../../shared/roles';
import { useGetMeQuery } from '../../api/enhanced/users';
import { selectCurrentUser, userProfileSaved } from '../auth';
import { useAppDispatch, useAppSelector } from '../../hooks';
import { TOKENS } from '../../themeTokens';
import { LogOutButton } from './LogOutButton';
import { ReminderSettings } from './ReminderSettings';

export default function ProfilePage() {
  const user = useAppSelector(selectCurrentUser);
  const dispatch = useAppDispatch();
  // The account as the server has it now: a name or email changed on another device replaces this device's copy.
  const me = useGetMeQuery(undefined, { refetchOnMountOrArgChange: true }).data?.data.user;
  useEffect(() => {
    if (me) dispatch(userProfileSaved(me));
  }, [me, dispatch]);
  if (!user) return null;
  const rows: [string, string][] = [
    [APP_TEXT.name, user.name],
    [APP_TEXT.email, user.email],
    [APP_TEXT.role, ROLE_LABELS[user.role]],
  ];
  return (
    <>
      <Typography.Title level={1} style={{ fontSize: 28, marginTop: 0 }}>
        {APP_TEXT.profileTitle}
      </Typography.Title>
      <Card style={{ maxWidth: 560 }}>
        <dl style={{ margin: 0, display: 'grid', gridTemplateColumns: 'max-content 1fr', gap: '12px 24px' }}>
          {rows.map(([label, value]) => (
            <div key={label} style={{ display: 'contents' }}>
              <dt style={{ color: TOKENS.colorTextSecondary }}>{label}</dt>
              <dd style={{ margin: 0, wordBreak: 'break-word' }}>{value}</dd>
            </div>
          ))}
        </dl>
      </Card>
      <Card style={{ maxWidth: 560, marginTop: 16 }}>
        <ReminderSettings />
      </Card>
      <LogOutButton />
    </>
  );
}
