import type { ReactNode } from 'react';
import { TOKENS } from '../themeTokens';

const TITLE = { fontSize: 26, margin: 0 } as const;
const SUBTITLE = { margin: '4px 0 0', color: TOKENS.colorTextSecondary } as const;

/** A screen's h1 at the app's title size; `bottom` is the space under it (none by default). */
export function PageTitle({ children, bottom = 0 }: { children: ReactNode; bottom?: number | string }) {
  return <h1 style={bottom ? { ...TITLE, marginBottom: bottom } : TITLE}>{children}</h1>;
}

/** The muted line under a title or a card's name (an address, the location a form belongs to). */
export function Subtitle({ children }: { children: ReactNode }) {
  return <p style={SUBTITLE}>{children}</p>;
}

/** A screen's title, its muted line and its main action, which wraps under the title on a phone. */
export function PageHeader({ title, subtitle, action }: { title: ReactNode; subtitle?: ReactNode; action?: ReactNode }) {
  return (
    <header
      style={{
        display: 'flex',
        justifyContent: 'space-between',
        alignItems: subtitle ? 'flex-start' : 'center',
        gap: 12,
        flexWrap: 'wrap',
        marginBottom: 16,
      }}
    >
      <div>
        <PageTitle>{title}</PageTitle>
        {subtitle && <Subtitle>{subtitle}</Subtitle>}
      </div>
      {action}
    </header>
  );
}

/** The h1 of a public form page, in the centred card (log in, sign up, password, contact, help). */
export function FormTitle({ children }: { children: ReactNode }) {
  return <h1 style={{ fontSize: 28, marginTop: 0, marginBottom: 16 }}>{children}</h1>;
}
