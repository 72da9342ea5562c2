import { z } from 'zod';
import { LIMITS } from '../../shared/limits';
import { normalizePlate, PLATE_PATTERN, STATE_PATTERN } from '../../shared/plates';
import { MESSAGES } from '../../shared/messages';

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
/** Request dates: the SPA's date pickers send either a calendar day or a full ISO timestamp. */
export const DateInput = z.union([z.iso.datetime({ offset: true }), z.iso.date()]).refine(plausibleYear, MESSAGES.plausibleDate);
/** A request's calendar day (YYYY-MM-DD). */
export const DayInput = z.iso.date().refine(plausibleYear, MESSAGES.plausibleDate);
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
export const Name = z
  .string()
  .trim()
  .min(1)
  .max(LIMITS.nameMax)
  .refine((s) => s.replace(/\p{Cf}/gu, '').trim() !== '', MESSAGES.nothingVisible);
export const ShortText = z.string().trim().max(500);
export const Money = z.number().nonnegative();
export const Cents = z.number().int().nonnegative();
export const Latitude = z.coerce.number().min(-90).max(90);
export const Longitude = z.coerce.number().min(-180).max(180);

/** Reports take a calendar month and a year: one range for a JSON body and for a query string. */
const monthRange = <N extends z._ZodNumber>(n: N): N => n.int().min(1).max(12);
const yearRange = <N extends z._ZodNumber>(n: N): N => n.int().min(2000).max(2100);
export const Month = monthRange(z.number()).describe('1 = January');
export const Year = yearRange(z.number());
/** The same read from a query string, where every value arrives as text. */
export const MonthQuery = monthRange(z.coerce.number());
export const YearQuery = yearRange(z.coerce.number());

/** `{ status: 'success', ...fields }`: used where SPEC section 7 reads fields beside status (data.vendors). */
export const success = <S extends z.ZodRawShape>(shape: S) => z.object({ status: z.literal('success'), ...shape });
/** `{ status: 'success', data }`: the default envelope (SPEC reads data.data.x). */
export const envelope = <T extends z.ZodType>(data: T) => success({ data });

/** A handler's body for a `success(...)` answer: `successBody({ message })`. */
export const successBody = <F extends object>(fields: F) => ({ status: 'success' as const, ...fields });
/** A handler's body for an `envelope(...)` answer: `envelopeBody({ zone })` is `{ status: 'success', data: { zone } }`. */
export const envelopeBody = <D>(data: D) => ({ status: 'success' as const, data });

export const ErrorBody = z.object({ status: z.enum(['fail', 'error']), message: z.string() });
export const Deleted = success({ message: z.string() });
