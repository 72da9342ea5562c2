import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { TOKENS } from '../../themeTokens';

export interface DashboardTileProps {
  title: string;
  hint: string;
  path: string;
  icon: ReactNode;
}

/** One big touch target: the whole card is the link. */
export function DashboardTile({ title, hint, path, icon }: DashboardTileProps) {
  return (
    <Link
      to={path}
      style={{
        display: 'flex',
        alignItems: 'center',
        gap: 16,
        minHeight: 96,
        padding: '16px 20px',
        background: '#fff',
        border: `1px solid ${TOKENS.colorBorderSecondary}`,
        borderRadius: 12,
        color: 'inherit',
        textDecoration: 'none',
      }}
    >
      <span aria-hidden="true" style={{ fontSize: 30, color: TOKENS.colorPrimary, display: 'inline-flex' }}>
        {icon}
      </span>
      <span style={{ display: 'flex', flexDirection: 'column' }}>
        <span style={{ fontSize: 18, fontWeight: 600 }}>{title}</span>
        <span style={{ color: TOKENS.colorTextSecondary, fontSize: 14 }}>{hint}</span>
      </span>
    </Link>
  );
}
