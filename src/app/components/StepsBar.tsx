import { TOKENS } from '../themeTokens';
export interface StepsBarProps {
  steps: readonly string[];
  current: number;
}

/** The look of antd's Steps (numbers, a check for done steps, titles under them) in plain markup for the booking flow's budget. */
export function StepsBar({ steps, current }: StepsBarProps) {
  return (
    <ol
      aria-label="Progress"
      style={{ listStyle: 'none', margin: '0 0 20px', padding: 0, display: 'grid', gridTemplateColumns: `repeat(${steps.length}, 1fr)` }}
    >
      {steps.map((title, i) => {
        const done = i < current;
        const active = i === current;
        return (
          <li key={title} aria-current={active ? 'step' : undefined} style={{ position: 'relative', textAlign: 'center', fontSize: 14 }}>
            {i > 0 && (
              <span
                aria-hidden="true"
                style={{
                  position: 'absolute',
                  top: 13,
                  right: '50%',
                  width: '100%',
                  height: 1,
                  background: i <= current ? TOKENS.colorPrimary : TOKENS.colorBorder,
                  zIndex: 0,
                }}
              />
            )}
            <span
              aria-hidden="true"
              style={{
                position: 'relative',
                zIndex: 1,
                display: 'inline-flex',
                alignItems: 'center',
                justifyContent: 'center',
                width: 28,
                height: 28,
                borderRadius: '50%',
                fontSize: 14,
                background: active ? TOKENS.colorPrimary : done ? TOKENS.colorPrimaryBg : '#f0f0f0',
                color: active ? '#fff' : done ? TOKENS.colorPrimary : TOKENS.colorTextSecondary,
              }}
            >
              {done ? '✓' : i + 1}
            </span>
            <span
              style={{
                display: 'block',
                marginTop: 4,
                color: active || done ? 'rgba(0,0,0,.88)' : TOKENS.colorTextSecondary,
                fontWeight: active ? 600 : 400,
              }}
            >
              {title}
            </span>
          </li>
        );
      })}
    </ol>
  );
}
