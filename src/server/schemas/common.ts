import { z } from 'zod';
import { LIMITS } from '../../shared/limits';
import { normalizePlate, PLATE_PATTERN, STATE_PATTERN } from '../../shared/plates';
import { MESSAGES } from '../../shared/messages';
import { knownTimeZone } from '../../shared/timeZones';

/** Every row id is a UUID; checking the shape here turns a bad id into a 400 instead of a database error. */
export const Id = z.uuid();
export const IdParams = z.object({ id: Id });
export const LocationIdParams = z.object({ locationId: Id });

/**
 * Request dates are plausible ones, far from where PostgreSQL (no year 0) and ISO strings (four-digit
 * years) run out even after a lot's time zone or an end of day moves them: the format alone takes
 * 0000-01-01 and 9999-12-31, which the database refused with a 500.
 */
const plausibleYear = (text: string) => {
  const year = new Date(text).getUTCFullYear();
  return year >= 1900 && year <= 2999;
};
/**
 * Request dates: the SPA's date pickers send a calendar day; other clients a full ISO timestamp, or a
 * date and time without an offset, read on the lot's clock (requestInstant), as Add Session reads it.
 */
export const DateInput = z
  .union([z.iso.datetime({ offset: true, local: true }), z.iso.date()])
  .refine(plausibleYear, MESSAGES.plausibleDate);
/**
 * A request's calendar day (YYYY-MM-DD). A date picker that sends a full timestamp sends the day it
 * shows followed by a time: the day is the part before the T, as written.
 */
export const DayInput = z.preprocess(
  (v) =>
    typeof v === 'string' && /^\d{4}-\d{2}-\d{2}T/.test(v) && z.iso.datetime({ offset: true }).safeParse(v).success ? v.slice(0, 10) : v,
  z.iso.date().refine(plausibleYear, MESSAGES.plausibleDate),
);
/** A request's calendar day written as YYYY-MM-DD only (a report's range), years 1900-2999 as DateInput's. */
export const PlausibleDay = z.iso.date().refine(plausibleYear, MESSAGES.plausibleDate);
/** Response timestamps are always full ISO strings with an offset (stored as timestamptz). */
export const Timestamp = z.iso.datetime({ offset: true });
export const DayString = z.iso.date();
/** HH:MM, as the zone form's time inputs send it. */
export const TimeOfDay = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'must be HH:MM');

/** Stored and matched as upper case letters and digits (src/shared/plates.ts): "ab-12 3" is AB123. */
export const Plate = z.string().max(40).overwrite(normalizePlate).regex(PLATE_PATTERN, `1 to ${LIMITS.plateMax} letters and digits`);
export const PlateState = z.string().trim().toUpperCase().regex(STATE_PATTERN, MESSAGES.twoLetters);
export const Phone = z.string().trim().min(1).max(LIMITS.phoneMax).regex(/^\d+$/, MESSAGES.digitsOnly);
export const TicketNumber = z.string().trim().min(1).max(LIMITS.ticketMax);
// Format characters (zero-width spaces and joiners, direction overrides, a byte-order mark) show as
// nothing: a code holding one looks like another code but matches nothing a driver types, and a name
// of them alone reads as blank.
const FORMAT_CHARACTER = /\p{Cf}/u;
export const Code = z
  .string()
  .trim()
  .min(1)
  .max(LIMITS.codeMax)
  .refine((s) => !FORMAT_CHARACTER.test(s), MESSAGES.invisibleCharacters);
/** A code that may be left empty (a member's: SPEC 5 requires only the plate and the valid-until day). */
export const OptionalCode = z
  .string()
  .trim()
  .max(LIMITS.codeMax)
  .refine((s) => !FORMAT_CHARACTER.test(s), MESSAGES.invisibleCharacters);
/**
 * Characters that change how the text around them reads without showing themselves: direction
 * overrides, embeddings, isolates and marks (a location named "…\u202Egnikrap" shows as "…parking")
 * and zero-width spaces, joiners and the byte-order mark (two names that look alike but differ).
 * A zero-width joiner between two emoji (one emoji drawn from several, 👩‍🔧) shows as that emoji: kept.
 */
const HIDDEN_CHARACTER = /[\u061C\u180E\u200B-\u200F\u202A-\u202E\u2060-\u2064\u2066-\u2069\uFEFF]/u;
const EMOJI_JOINER = /(?<=\p{Extended_Pictographic}\uFE0F?)\u200D(?=\p{Extended_Pictographic})/gu;
export const hasHiddenCharacters = (text: string): boolean => HIDDEN_CHARACTER.test(text.replace(EMOJI_JOINER, ''));
/** Control characters a text never needs (NUL, BEL, ESC...): line ends and tabs are not among them. */
// eslint-disable-next-line no-control-regex -- finding control characters is the point
const CONTROL_CHARACTER = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F]/u;
const LINE_BREAK = /[\t\n\r\u2028\u2029\u0085]/u;
/** A text others read (a note, a description): refuses hidden and control characters with a 400 naming the field. */
export const shownToOthers = <T extends z.ZodType<string, unknown>>(schema: T): T =>
  schema
    .refine((s) => !hasHiddenCharacters(s), MESSAGES.invisibleCharacters)
    .refine((s) => !CONTROL_CHARACTER.test(s), MESSAGES.controlCharacters);
/**
 * A one-line text others read (a name, an address, a zone number): also no line break or tab, which
 * split it across lines on a card, a receipt or a mail's subject.
 */
export const oneLine = <T extends z.ZodType<string, unknown>>(schema: T): T =>
  shownToOthers(schema).refine((s) => !LINE_BREAK.test(s), MESSAGES.lineBreaks);
export const Name = oneLine(
  z
    .string()
    .trim()
    .min(1)
    .max(LIMITS.nameMax)
    .refine((s) => s.replace(/\p{Cf}/gu, '').trim() !== '', MESSAGES.nothingVisible),
);
/**
 * An IANA time zone name Intl knows ("America/Chicago"; any case); anything else is a 400 naming the
 * field. Store `knownTimeZone(value)`, Intl's spelling of it.
 */
export const TimeZoneName = z
  .string()
  .trim()
  .max(64)
  .refine((s) => knownTimeZone(s) !== null, MESSAGES.timeZoneUnknown)
  .describe('an IANA time zone name, e.g. America/Chicago');
/** Free text others read (a valet ticket's make or description, a subscription's description): no hidden characters. */
export const ShortText = shownToOthers(z.string().trim().max(LIMITS.shortTextMax));
export const Money = z.number().nonnegative();
export const Cents = z.number().int().nonnegative();

const NUMERIC_TEXT = /^\s*[-+]?(\d+(\.\d*)?|\.\d+)\s*$/;
/**
 * A request's number that a form may send as the text typed ("7.50", "2"): read as that number, then
 * checked as one. Other text is still refused ("expected number"); the OpenAPI document says number.
 */
export const numeric = <T extends z.ZodType<number>>(schema: T) =>
  z.preprocess((v) => (typeof v === 'string' && NUMERIC_TEXT.test(v) ? Number(v) : v), schema);
/** A request's switch sent as the text "true" or "false" (a form's select, a query string) is read as that boolean. */
export const flag = <T extends z.ZodType<boolean>>(schema: T) =>
  z.preprocess((v) => (v === 'true' ? true : v === 'false' ? false : v), schema);
/** An optional id a client sends empty ("" or null) when it has none: read as left out. */
export const OptionalId = z.preprocess((v) => (v === '' || v === null ? undefined : v), Id.optional());
export const Latitude = z.coerce.number().min(-90).max(90);
export const Longitude = z.coerce.number().min(-180).max(180);

/** Reports take a calendar month and a year: one range for a JSON body and for a query string. */
const monthRange = <N extends z._ZodNumber>(n: N): N => n.int().min(1).max(12);
const yearRange = <N extends z._ZodNumber>(n: N): N => n.int().min(2000).max(2100);
const MONTH_NAMES = [
  'january',
  'february',
  'march',
  'april',
  'may',
  'june',
  'july',
  'august',
  'september',
  'october',
  'november',
  'december',
];
/** "November" or "Nov" (any case) is month 11. */
const monthByName = (v: unknown) => {
  if (typeof v !== 'string' || v.trim().length < 3) return v;
  const i = MONTH_NAMES.findIndex((m) => m.startsWith(v.trim().toLowerCase()));
  return i === -1 ? v : i + 1;
};
export const Month = z.preprocess(monthByName, numeric(monthRange(z.number()))).describe('1 = January (also "11" or "November")');
export const Year = numeric(yearRange(z.number()));
/**
 * The same read from a query string, where every value arrives as text: read as the body reads it
 * (digits, or a month's name), not by Number() (which took "0x0B", "1e1" and " " as months).
 */
export const MonthQuery = Month;
export const YearQuery = Year;

/** `{ status: 'success', ...fields }`: used where SPEC section 7 reads fields beside status (data.vendors). */
export const success = <S extends z.ZodRawShape>(shape: S) => z.object({ status: z.literal('success'), ...shape });
/** `{ status: 'success', data }`: the default envelope (SPEC reads data.data.x). */
export const envelope = <T extends z.ZodType>(data: T) => success({ data });

/** A handler's body for a `success(...)` answer: `successBody({ message })`. */
export const successBody = <F extends object>(fields: F) => ({ status: 'success' as const, ...fields });
/** A handler's body for an `envelope(...)` answer: `envelopeBody({ zone })` is `{ status: 'success', data: { zone } }`. */
export const envelopeBody = <D>(data: D) => ({ status: 'success' as const, data });

export const ErrorBody = z.object({
  status: z.enum(['fail', 'error']),
  message: z.string(),
  error: z.string().optional().describe("the message again, on the routes SPEC reads a refusal's error field from"),
});
export const Deleted = success({ message: z.string() });
