import { Typography } from 'antd';
import { lazy, Suspense } from 'react';
import { can } from '../../../shared/access';
import { APP_TEXT } from '../../../shared/messages';
import { selectCurrentUser } from '../auth';
import { useAppSelector } from '../../hooks';
import { CardGrid } from '../../components/CardGrid';
import { DashboardTile } from './DashboardTile';
import { tilesFor } from './tiles';
import { loadRevenueSummary } from '../revenue';

// Its own chunk (antd's Table and Statistic with it): only the roles that see revenue download it.
const RevenueSummary = lazy(loadRevenueSummary);

/** The per-role home (SPEC section 2, /dashboard). */
export default function DashboardPage() {
  const user = useAppSelector(selectCurrentUser);
  const tiles = tilesFor(user);
  return (
    <>
      <Typography.Title level={1} style={{ fontSize: 28, marginTop: 0 }}>
        {user ? `${APP_TEXT.welcome}, ${user.name}` : APP_TEXT.dashboardTitle}
      </Typography.Title>
      {can(user, 'manageLocations') && (
        <Suspense fallback={null}>
          <RevenueSummary />
        </Suspense>
      )}
      <CardGrid minWidth={260} gap={16}>
        {tiles.map((t) => (
          <DashboardTile key={t.key} title={t.title} hint={t.hint} path={t.path} icon={t.icon} />
        ))}
      </CardGrid>
    </>
  );
}
