import { Alert, Button, Tag } from 'antd';
import { useId } from 'react';
import { receiptDate, shortDateTime } from '../../../shared/dates';
import { OWNER_CONSOLE_TEXT as T, OWNERS_MESSAGES } from '../../../shared/messages';
import { Card } from '../../components/Card';
import { CardGrid } from '../../components/CardGrid';
import type { ValidationCode } from '../../api/enhanced/validations';
import { TOKENS } from '../../themeTokens';
import { CardListFilter, locationsOf, NO_FILTER, type CardFilter } from './CardListFilter';
import { useDatedCards } from './cardPages';

export interface CodesListProps {
  codes: readonly ValidationCode[];
  /** Each location's time zone by id: a code's days and last use are shown in its lot's zone. */
  timeZones?: Readonly<Record<string, string | undefined>>;
  loading?: boolean;
  /** Why the list could not be loaded. */
  error?: string | null;
  onDelete: (code: ValidationCode) => void;
  /** What the filter above the cards holds at first (a story's state); empty otherwise. */
  initialFilter?: CardFilter;
}

/**
 * The owner's validation codes as cards (two columns at a desk, one on a phone): code, lot, window,
 * uses. Above them, Search the cards (and the location, for codes at several lots) narrows the list.
 */
export function CodesList({ codes, timeZones = {}, loading, error, onDelete, initialFilter = NO_FILTER }: CodesListProps) {
  const { filter, setFilter, now, shown, more } = useDatedCards(codes, (c) => c.code, initialFilter);
  const idPrefix = useId();
  if (error) return <Alert type="error" showIcon title={error} role="alert" />;
  return (
    <>
      {!loading && codes.length > 0 && (
        <CardListFilter label={T.findCode} value={filter} onChange={setFilter} locations={locationsOf(codes)} />
      )}
      <CardGrid loading={loading} empty={codes.length === 0 ? OWNERS_MESSAGES.noCodes : T.noCodeMatches} minWidth={360}>
        {shown.map((c) => {
          const tz = timeZones[c.locationId];
          const uses = c.uses ?? 0;
          const nameId = `${idPrefix}-${c._id}`;
          return (
            // Named by the code alone: "Code DENTIST" made every card a thing labelled Code, beside the form's field.
            <Card key={c._id} label={c.code} gap={6}>
              <div style={{ display: 'flex', justifyContent: 'space-between', alignItems: 'center', gap: 8 }}>
                <strong id={nameId} style={{ fontSize: 18, letterSpacing: 1, overflowWrap: 'anywhere' }}>
                  {c.code}
                </strong>
                <span>
                  {c.maxUses === 1 && <Tag>{T.singleUse}</Tag>}
                  {Date.parse(c.endDate) < now && <Tag color="default">{T.expired}</Tag>}
                </span>
              </div>
              <div>
                {c.location.name}
                <div style={{ color: TOKENS.colorTextSecondary, fontSize: 13 }}>{c.location.address}</div>
              </div>
              <div>
                {receiptDate(c.startDate, tz)} – {receiptDate(c.endDate, tz)}
              </div>
              <div style={{ color: TOKENS.colorTextSecondary }}>
                {T.codeUses(uses, c.maxUses)}, {c.lastUsedAt ? T.lastUsed(shortDateTime(c.lastUsedAt, tz)) : T.neverUsed}
              </div>
              <div>
                <Button danger onClick={() => onDelete(c)} aria-describedby={nameId}>
                  {T.delete}
                </Button>
              </div>
            </Card>
          );
        })}
      </CardGrid>
      {more}
    </>
  );
}
