import { useCallback, useEffect, useRef, useState, type ReactNode } from 'react';
import { Link, Navigate, Outlet, useLocation } from 'react-router-dom';
import { menuFor } from '../../shared/access';
import { APP_TEXT } from '../../shared/messages';
import { selectCurrentUser } from '../features/auth/authSlice';
import type { LoginRedirectState } from '../guards';
import { useAppSelector } from '../hooks';
import { TOKENS } from '../themeTokens';
import { Logo } from './Logo';
import { useIsPhone } from './useIsPhone';

/** The menu entry whose area the path is in: /members/add keeps Memberships selected. */
function selectedKey(pathname: string, paths: string[]): string | undefined {
  return paths.filter((p) => pathname === p || pathname.startsWith(`${p}/`)).sort((a, b) => b.length - a.length)[0];
}

/**
 * The frame's one stylesheet. Plain markup rather than antd's Layout, Menu and Drawer: every desk
 * screen draws the frame first, and antd's would cost a first visit the time to load, compile and
 * run them (the valet desk on a phone at the curb).
 */
const SHELL_CSS = `.shell { min-height: 100vh; display: flex; background: var(--color-bg-layout); }
.shell-sider { width: 224px; flex: none; background: #fff; border-inline-end: 1px solid #e6e9ef; }
.shell-column { flex: 1; min-width: 0; display: flex; flex-direction: column; }
.shell-header { height: 64px; box-sizing: border-box; display: flex; align-items: center; gap: 12px; padding: 0 16px;
  background: #fff; border-bottom: 1px solid #e6e9ef; }
.shell-user { margin-inline-start: auto; font-weight: 500; overflow: hidden; text-overflow: ellipsis; white-space: nowrap; max-width: 50%; }
.shell-content { padding: 24px; flex: 1; }
.shell-content-inner { max-width: 1100px; margin: 0 auto; }
.shell-menu ul { list-style: none; margin: 0; padding: 4px; }
.shell-menu li { margin: 4px 0; }
.shell-menu a { display: flex; align-items: center; min-height: 48px; padding: 0 24px; border-radius: ${TOKENS.borderRadius}px;
  color: rgba(0, 0, 0, 0.88); font-size: 16px; text-decoration: none; }
.shell-menu a:hover { background: rgba(0, 0, 0, 0.06); text-decoration: none; }
.shell-menu a[aria-current='page'] { background: ${TOKENS.colorPrimaryBg}; color: var(--color-primary); }
.shell-menu a:focus-visible, .shell-icon-button:focus-visible { outline: 2px solid var(--color-primary); outline-offset: -2px; }
.shell-icon-button { width: 48px; height: 48px; flex: none; display: inline-flex; align-items: center; justify-content: center;
  padding: 0; border: 0; border-radius: ${TOKENS.borderRadius}px; background: transparent; color: rgba(0, 0, 0, 0.88); cursor: pointer; }
.shell-icon-button:hover { background: rgba(0, 0, 0, 0.06); }
.shell-drawer-mask { position: fixed; inset: 0; background: rgba(0, 0, 0, 0.45); z-index: 1000; }
.shell-drawer { position: fixed; inset: 0 auto 0 0; width: min(280px, 85vw); background: #fff; z-index: 1001; overflow-y: auto;
  box-shadow: 6px 0 16px rgba(0, 0, 0, 0.12); }
.shell-drawer-head { display: flex; align-items: center; gap: 8px; height: 64px; padding: 0 12px; border-bottom: 1px solid #e6e9ef; }
/* antd's off switch is white words on rgba(0,0,0,.25), 2.2:1; its empty table text is as pale: both 4.5:1 or more. */
.shell .ant-switch:not(.ant-switch-checked):not(.ant-switch-disabled) { background: rgba(0, 0, 0, 0.55); }
.shell .ant-table-placeholder .ant-table-cell { color: ${TOKENS.colorTextSecondary}; }
/* A sortable column's header takes the keyboard: antd shows its focus only as a slightly darker grey. */
.shell .ant-table-thead th:focus-visible { outline: 2px solid var(--color-primary); outline-offset: -2px; }
/* On a phone every button, page number and switch an owner presses is 44 px tall (antd draws them 24-32). */
@media (max-width: 767.98px) {
  .shell-content { padding: 12px; }
  .shell-content .ant-btn:not(.ant-btn-lg) { min-height: 44px; }
  .shell-content .ant-pagination .ant-pagination-item, .shell-content .ant-pagination .ant-pagination-prev,
  .shell-content .ant-pagination .ant-pagination-next { min-width: 44px; height: 44px; line-height: 42px; }
  .shell-content .ant-pagination .ant-pagination-prev .ant-pagination-item-link,
  .shell-content .ant-pagination .ant-pagination-next .ant-pagination-item-link { height: 44px; }
  .shell-content .ant-switch::before { content: ''; position: absolute; inset: -11px -4px; }
  .shell-content .ant-pagination input { min-height: 44px; }
  /* The dialogs (drawn outside the shell, at the end of the page): their buttons and close cross too. */
  .ant-modal .ant-btn:not(.ant-btn-lg) { min-height: 44px; }
  .ant-modal .ant-modal-close { width: 44px; height: 44px; top: 8px; inset-inline-end: 8px; }
  /* The row-expand + is 16 px and draws its sign with ::before and ::after: a clear 16 px border widens
     what a thumb can press to 44 px (antd scales it by 0.94), and an inset shadow draws the frame where the border was. */
  .shell-content .ant-table-row-expand-icon { box-sizing: content-box; width: 16px; height: 16px; border: 16px solid transparent;
    background-clip: padding-box; box-shadow: inset 0 0 0 1px ${TOKENS.colorBorder}; margin: -16px 0; }
  .shell-content .ant-table-row-expand-icon:is(:hover, :focus, :active) { border-color: transparent; box-shadow: inset 0 0 0 1px currentcolor; }
}`;

function MenuIcon() {
  return (
    <svg width="22" height="22" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path d="M3 6h18M3 12h18M3 18h18" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
    </svg>
  );
}

function CloseIcon() {
  return (
    <svg width="18" height="18" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path d="M5 5l14 14M19 5L5 19" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
    </svg>
  );
}

/**
 * The phone's menu: a panel over the page (a modal dialog). Focus moves into it and stays there,
 * Escape or a tap outside closes it, and focus goes back to the menu button.
 */
function MenuDrawer({ onClose, children }: { onClose: () => void; children: ReactNode }) {
  const panel = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    const focusable = () => [...(panel.current?.querySelectorAll<HTMLElement>('a[href], button') ?? [])];
    focusable()[0]?.focus();
    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'Escape') {
        e.preventDefault();
        onClose();
        return;
      }
      if (e.key !== 'Tab') return;
      const items = focusable();
      const first = items[0];
      const last = items[items.length - 1];
      if (!first || !last) return;
      if (e.shiftKey && document.activeElement === first) {
        e.preventDefault();
        last.focus();
      } else if (!e.shiftKey && document.activeElement === last) {
        e.preventDefault();
        first.focus();
      }
    };
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('keydown', onKey);
      opener?.focus();
    };
  }, [onClose]);
  return (
    <>
      <div className="shell-drawer-mask" onClick={onClose} aria-hidden="true" />
      <div className="shell-drawer" role="dialog" aria-modal="true" aria-label={APP_TEXT.menu} ref={panel}>
        <div className="shell-drawer-head">
          <button type="button" className="shell-icon-button" aria-label={APP_TEXT.closeMenu} onClick={onClose}>
            <CloseIcon />
          </button>
          <Logo />
        </div>
        {children}
      </div>
    </>
  );
}

/** The signed-in frame: side menu (a drawer on phones), top bar with logo and the user's name. */
export function AppShell({ children }: { children?: ReactNode }) {
  const user = useAppSelector(selectCurrentUser);
  const location = useLocation();
  const isPhone = useIsPhone();
  const [drawerOpen, setDrawerOpen] = useState(false);
  const closeDrawer = useCallback(() => setDrawerOpen(false), []);

  if (!user) {
    const state: LoginRedirectState = { from: { pathname: location.pathname, search: location.search, hash: location.hash } };
    return <Navigate to="/login" state={state} replace />;
  }

  const entries = menuFor(user);
  const selected = selectedKey(
    location.pathname,
    entries.map((e) => e.path),
  );
  const menu = (
    <nav aria-label={APP_TEXT.menu} className="shell-menu">
      <ul>
        {entries.map((e) => (
          <li key={e.path}>
            <Link to={e.path} aria-current={e.path === selected ? 'page' : undefined} onClick={closeDrawer}>
              {e.label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );

  return (
    <div className="shell">
      <style>{SHELL_CSS}</style>
      {!isPhone && <aside className="shell-sider">{menu}</aside>}
      <div className="shell-column">
        <header className="shell-header">
          {isPhone && (
            <button
              type="button"
              className="shell-icon-button"
              aria-label={APP_TEXT.openMenu}
              aria-expanded={drawerOpen}
              onClick={() => setDrawerOpen(true)}
            >
              <MenuIcon />
            </button>
          )}
          <Logo markLink={{ to: '/dashboard' }} />
          <span className="shell-user" title={`${APP_TEXT.signedInAs} ${user.name}`}>
            {user.name}
          </span>
        </header>
        <main className="shell-content">
          <div className="shell-content-inner">{children ?? <Outlet />}</div>
        </main>
      </div>
      {isPhone && drawerOpen && <MenuDrawer onClose={closeDrawer}>{menu}</MenuDrawer>}
    </div>
  );
}

export default AppShell;
