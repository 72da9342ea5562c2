import { type ReactNode } from 'react';
import { Link, Outlet, useLocation } from 'react-router-dom';
import { APP_TEXT } from '../../shared/messages';
import { TOUCH_TEXT_LINK } from '../components/touchTargets';
import { Logo } from './Logo';
import { TOKENS } from '../themeTokens';

export interface PublicLayoutProps {
  /** Wide for reading pages (help, contact, locations); narrow for the sign-in forms. */
  wide?: boolean;
  children?: ReactNode;
}

const FOOTER_LINKS = [
  ['/help', APP_TEXT.helpTitle],
  ['/contact-us', APP_TEXT.contactTitle],
] as const;

/** The frame of the public screens: logo above one centered card; it fills a 390 px phone edge to edge. */
export function PublicLayout({ wide = false, children }: PublicLayoutProps) {
  const { pathname } = useLocation();
  // No link to the page itself: /contact-us would read Contact Us twice, as its heading and down here.
  const links = FOOTER_LINKS.filter(([to]) => to !== pathname.replace(/\/+$/, ''));
  return (
    <div style={{ minHeight: '100vh', background: '#f4f6fa', display: 'flex', justifyContent: 'center', padding: '24px 12px' }}>
      <div style={{ width: '100%', maxWidth: wide ? 760 : 440 }}>
        <header style={{ textAlign: 'center', marginBottom: 16 }}>
          <Link to="/" aria-label={APP_TEXT.appName} style={{ ...TOUCH_TEXT_LINK, verticalAlign: 'top' }}>
            <Logo size={40} />
          </Link>
        </header>
        <main>
          {/* A plain card rather than antd's Card, which pulls Tabs, Menu and Skeleton into every first load. */}
          <div
            style={{
              background: '#fff',
              borderRadius: 12,
              border: `1px solid ${TOKENS.colorBorderSecondary}`,
              boxShadow: '0 1px 2px rgba(16, 24, 40, 0.05)',
              padding: 'clamp(16px, 5vw, 32px)',
            }}
          >
            {children ?? <Outlet />}
          </div>
        </main>
        {/* Touch-sized links (44 px tall); the smaller margin keeps their text where it was. */}
        <footer style={{ display: 'flex', justifyContent: 'center', gap: 24, marginTop: 4 }}>
          {links.map(([to, text]) => (
            <Link key={to} to={to} style={TOUCH_TEXT_LINK}>
              {text}
            </Link>
          ))}
        </footer>
      </div>
    </div>
  );
}

export default PublicLayout;
