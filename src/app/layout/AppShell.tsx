import { MenuOutlined } from '@ant-design/icons';
import { Button, Drawer, Layout, Menu } from 'antd';
import { useState, type ReactNode } from 'react';
import { Link, Navigate, Outlet, useLocation } from 'react-router-dom';
import { menuFor } from '../../shared/access';
import { APP_TEXT } from '../../shared/messages';
import { selectCurrentUser } from '../features/auth/authSlice';
import type { LoginRedirectState } from '../guards';
import { useAppSelector } from '../hooks';
import { Logo } from './Logo';
import { useIsPhone } from './useIsPhone';

/** The menu entry whose area the path is in: /members/add keeps Memberships selected. */
function selectedKey(pathname: string, paths: string[]): string[] {
  const best = paths.filter((p) => pathname === p || pathname.startsWith(`${p}/`)).sort((a, b) => b.length - a.length)[0];
  return best ? [best] : [];
}

/** The signed-in frame: side menu (a drawer on phones), top bar with logo and the user's name. */
export function AppShell({ children }: { children?: ReactNode }) {
  const user = useAppSelector(selectCurrentUser);
  const location = useLocation();
  const isPhone = useIsPhone();
  const [drawerOpen, setDrawerOpen] = useState(false);

  if (!user) {
    const state: LoginRedirectState = { from: { pathname: location.pathname, search: location.search, hash: location.hash } };
    return <Navigate to="/login" state={state} replace />;
  }

  const entries = menuFor(user);
  const menu = (
    <nav aria-label={APP_TEXT.menu}>
      <Menu
        mode="inline"
        style={{ borderInlineEnd: 'none', fontSize: 16 }}
        selectedKeys={selectedKey(
          location.pathname,
          entries.map((e) => e.path),
        )}
        onClick={() => setDrawerOpen(false)}
        items={entries.map((e) => ({ key: e.path, label: <Link to={e.path}>{e.label}</Link> }))}
      />
    </nav>
  );

  return (
    <Layout style={{ minHeight: '100vh' }}>
      {!isPhone && (
        <Layout.Sider width={224} style={{ borderInlineEnd: '1px solid #e6e9ef' }}>
          {menu}
        </Layout.Sider>
      )}
      <Layout>
        <Layout.Header style={{ display: 'flex', alignItems: 'center', gap: 12, borderBottom: '1px solid #e6e9ef' }}>
          {isPhone && (
            <Button
              size="large"
              type="text"
              icon={<MenuOutlined style={{ fontSize: 22 }} />}
              aria-label={APP_TEXT.openMenu}
              aria-expanded={drawerOpen}
              onClick={() => setDrawerOpen(true)}
              style={{ width: 48, height: 48 }}
            />
          )}
          <Link to="/dashboard" aria-label={APP_TEXT.dashboardTitle} style={{ display: 'inline-flex' }}>
            <Logo />
          </Link>
          <span
            style={{
              marginInlineStart: 'auto',
              fontWeight: 500,
              overflow: 'hidden',
              textOverflow: 'ellipsis',
              whiteSpace: 'nowrap',
              maxWidth: '50%',
            }}
            title={`${APP_TEXT.signedInAs} ${user.name}`}
          >
            {user.name}
          </span>
        </Layout.Header>
        <Layout.Content style={{ padding: isPhone ? 12 : 24 }}>
          <div style={{ maxWidth: 1100, margin: '0 auto' }}>{children ?? <Outlet />}</div>
        </Layout.Content>
      </Layout>
      {isPhone && (
        <Drawer
          open={drawerOpen}
          placement="left"
          size={280}
          title={<Logo />}
          onClose={() => setDrawerOpen(false)}
          styles={{ body: { padding: 0 } }}
        >
          {menu}
        </Drawer>
      )}
    </Layout>
  );
}

export default AppShell;
