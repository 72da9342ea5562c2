import { Button, Tag } from 'antd';
import { localDateTime } from '../../../shared/dates';
import { REVENUE_TEXT } from '../../../shared/messages';
import type { LotAdjustment } from '../../api/enhanced/billing';
import { TOKENS } from '../../themeTokens';
import { Subtitle } from '../../components/PageTitle';
import { usd } from './money';

/**
 * The month's revenue entries (kept rows of /revenue/update), listed under the lot's sessions;
 * nothing when there are none. A reversed entry stays listed, struck through and marked Reversed,
 * beside its reversal (marked Reversal, its note naming the entry): the pair counts as nothing.
 * With `onReverse`, each entry not yet reversed (and not itself a reversal) offers Reverse.
 */
export function LotEntries({
  adjustments,
  timeZone,
  onReverse,
}: {
  adjustments: readonly LotAdjustment[];
  timeZone: string | undefined;
  onReverse?: (entry: LotAdjustment) => void;
}) {
  if (adjustments.length === 0) return null;
  return (
    <section aria-label={REVENUE_TEXT.entriesTitle} style={{ marginTop: 24 }}>
      <h2 style={{ fontSize: 18, margin: 0 }}>{REVENUE_TEXT.entriesTitle}</h2>
      <Subtitle>{REVENUE_TEXT.entriesHint}</Subtitle>
      <ul style={{ listStyle: 'none', padding: 0, margin: '8px 0 0', display: 'grid', gap: 6 }}>
        {adjustments.map((a) => {
          const when = localDateTime(a.countsAt, timeZone);
          const reversed = Boolean(a.reversedBy);
          const reversal = Boolean(a.reverses);
          return (
            <li key={a._id} style={{ display: 'flex', justifyContent: 'space-between', alignItems: 'center', gap: 12, flexWrap: 'wrap' }}>
              <span>
                {when} · {a.note ?? REVENUE_TEXT.entryNoNote}
                {a.enteredBy && <span style={{ color: TOKENS.colorTextSecondary }}> · {REVENUE_TEXT.enteredBy(a.enteredBy)}</span>}
                {reversed && <Tag style={{ marginInlineStart: 8 }}>{REVENUE_TEXT.entryReversedTag}</Tag>}
                {reversal && <Tag style={{ marginInlineStart: 8 }}>{REVENUE_TEXT.entryReversalTag}</Tag>}
              </span>
              <span style={{ display: 'inline-flex', alignItems: 'center', gap: 8 }}>
                {reversed ? (
                  <del style={{ fontWeight: 600, fontVariantNumeric: 'tabular-nums' }}>{usd(a.amount)}</del>
                ) : (
                  <strong style={{ fontVariantNumeric: 'tabular-nums' }}>{usd(a.amount)}</strong>
                )}
                {onReverse && !reversed && !reversal && (
                  <Button size="small" aria-label={REVENUE_TEXT.reverseEntryLabel(usd(a.amount), when)} onClick={() => onReverse(a)}>
                    {REVENUE_TEXT.reverseEntry}
                  </Button>
                )}
              </span>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
