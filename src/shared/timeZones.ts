/**
 * The IANA zones of US places a lot can be in: what the owner's time-zone field offers (the lot's
 * current zone is offered beside them when it is another). Any other IANA name is accepted by the API.
 */
export const US_TIME_ZONES: readonly string[] = [
  'America/New_York',
  'America/Detroit',
  'America/Indiana/Indianapolis',
  'America/Kentucky/Louisville',
  'America/Chicago',
  'America/Menominee',
  'America/Denver',
  'America/Boise',
  'America/Phoenix',
  'America/Los_Angeles',
  'America/Anchorage',
  'America/Adak',
  'Pacific/Honolulu',
  'America/Puerto_Rico',
  'America/St_Thomas',
  'Pacific/Guam',
  'Pacific/Saipan',
  'Pacific/Pago_Pago',
];

let known: Map<string, string> | null = null;

/**
 * `name` when Intl knows it as a time zone, spelled as Intl lists it where it lists it
 * ("america/chicago" → "America/Chicago"; US_TIME_ZONES too, which an older ICU may list under
 * their old names; any other name it accepts stays as written), or null: no zone of that name.
 */
export function knownTimeZone(name: string): string | null {
  const text = name.trim();
  if (!/^[A-Za-z][A-Za-z0-9_+\-/]{0,63}$/.test(text)) return null;
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: text });
  } catch {
    return null;
  }
  known ??= new Map([...(Intl.supportedValuesOf?.('timeZone') ?? []), ...US_TIME_ZONES].map((z) => [z.toLowerCase(), z]));
  return known.get(text.toLowerCase()) ?? text;
}
