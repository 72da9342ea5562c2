import { formatUsd } from '../../shared/money';

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
