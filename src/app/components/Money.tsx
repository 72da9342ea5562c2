import { formatUsd } from '../../shared/pricing';

export interface MoneyProps {
  /** Integer cents. */
  cents: number;
  strong?: boolean;
}

/** An amount in US dollars ("$12.34"), from integer cents. */
export function Money({ cents, strong = false }: MoneyProps) {
  const text = formatUsd(cents);
  return strong ? (
    <strong style={{ fontVariantNumeric: 'tabular-nums' }}>{text}</strong>
  ) : (
    <span style={{ fontVariantNumeric: 'tabular-nums' }}>{text}</span>
  );
}

/** Dollars on the wire (zone price, session totals) to integer cents. */
export function dollarsAsCents(dollars: number): number {
  return Math.round(dollars * 100);
}
