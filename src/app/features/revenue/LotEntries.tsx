import { localDateTime } from '../../../shared/dates';
import { REVENUE_TEXT } from '../../../shared/messages';
import type { LotAdjustment } from '../../api/enhanced/billing';
import { Subtitle } from '../../components/PageTitle';
import { usd } from './money';

/** The month's revenue entries (kept rows of /revenue/update), listed under the lot's sessions; nothing when there are none. */
export function LotEntries({ adjustments, timeZone }: { adjustments: readonly LotAdjustment[]; timeZone: string | undefined }) {
  if (adjustments.length === 0) return null;
  return (
    <section aria-label={REVENUE_TEXT.entriesTitle} style={{ marginTop: 24 }}>
      <h2 style={{ fontSize: 18, margin: 0 }}>{REVENUE_TEXT.entriesTitle}</h2>
      <Subtitle>{REVENUE_TEXT.entriesHint}</Subtitle>
      <ul style={{ listStyle: 'none', padding: 0, margin: '8px 0 0', display: 'grid', gap: 6 }}>
        {adjustments.map((a) => (
          <li key={a._id} style={{ display: 'flex', justifyContent: 'space-between', gap: 12, flexWrap: 'wrap' }}>
            <span>
              {localDateTime(a.countsAt, timeZone)} · {a.note ?? REVENUE_TEXT.entryNoNote}
            </span>
            <strong style={{ fontVariantNumeric: 'tabular-nums' }}>{usd(a.amount)}</strong>
          </li>
        ))}
      </ul>
    </section>
  );
}
