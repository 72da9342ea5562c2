import type { RevenueSummary } from '../../api/enhanced/billing';

/** Each lot's time zone by id, from a summary's vendorLocations. */
export function timeZonesOf(summary: RevenueSummary | undefined): Record<string, string> {
  return Object.fromEntries((summary?.vendorLocations ?? []).map((l) => [l._id, l.timeZone]));
}
