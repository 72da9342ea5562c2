import { formatUsd, toCents } from '../../../shared/money';
import { REPORTS_TEXT } from '../../../shared/messages';
import type { Reconciliation } from '../../api/enhanced/billing';
import { TOKENS } from '../../themeTokens';

/** The four figures, each a way into the lines behind it. */
export type Figure = 'gross' | 'refunds' | 'fees' | 'net';

export const FIGURES: readonly { key: Figure; label: string; hint: string; sign: string }[] = [
  { key: 'gross', label: REPORTS_TEXT.gross, hint: REPORTS_TEXT.grossHint, sign: '' },
  { key: 'refunds', label: REPORTS_TEXT.refunds, hint: REPORTS_TEXT.refundsHint, sign: '−' },
  { key: 'fees', label: REPORTS_TEXT.fees, hint: REPORTS_TEXT.feesHint, sign: '−' },
  { key: 'net', label: REPORTS_TEXT.net, hint: REPORTS_TEXT.netHint, sign: '=' },
];

export interface ReconciliationFiguresProps {
  totals: Reconciliation['totals'];
  selected: Figure;
  onSelect: (figure: Figure) => void;
}

/** Gross → refunds → fees → net as four large buttons; the chosen one lists its lines below. */
export function ReconciliationFigures({ totals, selected, onSelect }: ReconciliationFiguresProps) {
  return (
    <div
      role="group"
      aria-label={REPORTS_TEXT.title}
      style={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fit, minmax(160px, 1fr))', gap: 12 }}
    >
      {FIGURES.map((f) => {
        const on = f.key === selected;
        return (
          <button
            key={f.key}
            type="button"
            aria-pressed={on}
            onClick={() => onSelect(f.key)}
            style={{
              textAlign: 'left',
              padding: '14px 16px',
              borderRadius: 10,
              border: `2px solid ${on ? TOKENS.colorPrimary : TOKENS.colorBorderSecondary}`,
              background: on ? TOKENS.colorPrimaryBg : '#fff',
              cursor: 'pointer',
              font: 'inherit',
              color: 'inherit',
            }}
          >
            <div style={{ fontSize: 14, color: TOKENS.colorTextSecondary }}>
              {f.sign && <span aria-hidden>{f.sign} </span>}
              {f.label}
            </div>
            <div style={{ fontSize: 26, fontWeight: 700, fontVariantNumeric: 'tabular-nums' }}>{formatUsd(toCents(totals[f.key]))}</div>
            <div style={{ fontSize: 13, color: TOKENS.colorTextSecondary }}>{f.hint}</div>
          </button>
        );
      })}
    </div>
  );
}
