import { Typography } from 'antd';
import { APP_TEXT } from '../../../shared/messages';
import { selectCurrentUser } from '../auth';
import { useAppSelector } from '../../hooks';
import { DashboardTile } from './DashboardTile';
import { tilesFor } from './tiles';

/** The per-role home (SPEC section 2, /dashboard). */
export default function DashboardPage() {
  const user = useAppSelector(selectCurrentUser);
  const tiles = tilesFor(user);
  return (
    <>
      <Typography.Title level={1} style={{ fontSize: 28, marginTop: 0 }}>
        {user ? `${APP_TEXT.welcome}, ${user.name}` : APP_TEXT.dashboardTitle}
      </Typography.Title>
      <ul
        style={{
          listStyle: 'none',
          padding: 0,
          margin: 0,
          display: 'grid',
          gap: 16,
          gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 260px), 1fr))',
        }}
      >
        {tiles.map((t) => (
          <li key={t.key}>
            <DashboardTile title={t.title} hint={t.hint} path={t.path} icon={t.icon} />
          </li>
        ))}
      </ul>
    </>
  );
}
