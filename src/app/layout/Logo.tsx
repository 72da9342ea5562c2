import { Link } from 'react-router-dom';
import { APP_TEXT } from '../../shared/messages';
import { TOUCH_TARGET } from '../components/touchTargets';
import { TOKENS } from '../themeTokens';

export interface LogoProps {
  size?: number;
  /**
   * Makes the mark and the product name one link to `to` (the app shell's link to the dashboard),
   * named by what it shows: "Parking". Named "Dashboard", it was a second link of that name beside
   * the menu's (a page searched for its Dashboard link found two).
   */
  markLink?: { to: string };
}

/** The product mark: a "P" road sign and the product name. */
export function Logo({ size = 32, markLink }: LogoProps) {
  const mark = (
    <svg width={size} height={size} viewBox="0 0 32 32" aria-hidden="true" focusable="false">
      <rect width="32" height="32" rx="7" fill={TOKENS.colorPrimary} />
      <path d="M11 24V8h6.5a5 5 0 0 1 0 10H15" fill="none" stroke="#fff" strokeWidth="3.2" strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  );
  return (
    <span
      style={{ display: 'inline-flex', alignItems: 'center', gap: 8, fontWeight: 700, fontSize: size * 0.6, color: TOKENS.colorPrimary }}
    >
      {markLink ? (
        // At least 44 px tall (a touch target); the negative margin keeps the top bar's layout as it was.
        <Link
          to={markLink.to}
          style={{
            display: 'inline-flex',
            alignItems: 'center',
            gap: 8,
            minHeight: TOUCH_TARGET,
            margin: `${-Math.max(0, (TOUCH_TARGET - size) / 2)}px 0`,
            color: 'inherit',
            textDecoration: 'none',
          }}
        >
          {mark}
          <span>{APP_TEXT.appName}</span>
        </Link>
      ) : (
        <>
          {mark}
          <span>{APP_TEXT.appName}</span>
        </>
      )}
    </span>
  );
}
