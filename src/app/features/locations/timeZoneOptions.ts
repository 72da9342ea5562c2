import { zoneTimeName } from '../../../shared/dates';
import { US_TIME_ZONES } from '../../../shared/timeZones';

/**
 * The time-zone field's choices: the US zones, and `current` first when it is another (a lot the
 * owner or an operator set elsewhere keeps its zone unless one is chosen). "Central Time (America/Chicago)".
 */
export function timeZoneOptions(current?: string | null): { value: string; label: string }[] {
  const zones = current && !US_TIME_ZONES.includes(current) ? [current, ...US_TIME_ZONES] : US_TIME_ZONES;
  return zones.map((zone) => ({ value: zone, label: `${zoneTimeName(zone)} (${zone})` }));
}
