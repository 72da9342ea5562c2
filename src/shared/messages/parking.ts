import { clockLabel, zoneTimeName } from '../dates';
import { LIMITS } from '../limits';
import { formatUsd } from '../money';

/** Drivers: locations, zones, the booking flow, receipts and history. */
export const PARKING_MESSAGES = {
  // Locations and zones
  noLocations: 'We cannot find any parking locations...',
  // An owner's own lots searched by name or address, and none matched.
  noLocationMatches: 'No location matches this search.',
  noZones: 'No zones for this location...',
  zoneClosedTitle: 'This zone is currently closed',
  zoneClosedBody: 'Parking is not allowed at this time here. Please check back later',
  findAnother: 'Find Another',
  // Under a location form's Phone Number that is not one (the server's check, LOCATION_PHONE, said before sending).
  phoneInvalid: 'Please enter a phone number: digits, spaces and + ( ) - . /, with x or ext before an extension.',
  // /locations/{id}/zones and /locations/{id}/guest of a lot its owner turned off (archieved): said
  // above zoneClosedBody, instead of the empty list's text or a form the server refuses.
  lotClosedTitle: 'This location is currently closed',
  // A zone card's line while the zone is open but even a one-hour booking made now would run past
  // closing (a zone not open at all says Closed now).
  tooLateToBookNow: 'Too late to book now',
  // Under SPEC 2's "Not found" (notFound) for an unknown zone or a malformed address: what that means.
  zoneMissingBody: 'This parking zone does not exist any more, or the link is mistyped.',
  // The booking's Hours field (SPEC names no message for missing or out-of-range hours).
  hoursMissing: `Please enter the number of hours, from 1 to ${LIMITS.hoursMax}.`,
  hoursTooMany: `${LIMITS.hoursMax} hours is the most you can book at once.`,
  // Beside the quote of a booking that has not started: what ending it means then.
  stopBeforeStart: 'Your parking has not started yet: it ends as soon as you confirm, and its first hour stays charged.',
  editLocationRequired: 'Please fill in all fields',

  // Bookings and the booking flow
  noBookings: 'You currently do not have any bookings...',
  // GET /sessions/me?before=: the cursor is only ever one the server handed out, so a bad one is a broken link or a stale client.
  badCursor: 'before: not a valid page cursor; start again from the first page',
  // GET /vehicles/{id}: a vehicle none of the caller's bookings (or sessions at their locations) used.
  vehicleIdNotFound: 'Vehicle not found',
  allSet: 'You are all set and ready to park!',
  sendReceipt: 'Send Receipt',
  sendingReceipt: 'Sending...',
  receiptSent: 'Receipt Sent',
  // /bookings: a booking's receipt, as it stands now, to the signed-in driver's own address.
  emailReceipt: 'Email me the receipt',
  plateRequired: 'Please provide a valid license plate',
  stateRequired: 'Please provide a valid state for license plate',
  vehicleLookupFailed: 'Please provide a valid license plate number and try again.',
  receiptNameRequired: 'Please provide a valid name',
  receiptEmailRequired: 'Please provide a valid email address',
  paymentFailed: 'Looks like something went wrong, please try again',
  // A paid booking whose POST /sessions did not answer: resumed on the next load, and booked by the server itself after about two minutes.
  paidResuming: 'Your payment went through. Finishing your booking…',
  paidNotBooked:
    'Your payment went through, but we could not finish your booking yet. Please do not pay again: press Try again. If it still fails, your booking will appear in My Bookings within a few minutes.',
  // The same for a guest, who has no My Bookings: the booking is finished by itself, and this page shows it.
  paidNotBookedGuest:
    'Your payment went through, but we could not finish your booking yet. Please do not pay again: press Try again. If it still fails, open this page again in a few minutes: your booking will be finished and its receipt shown here.',
  // A payment step left open on the last visit (Pay's answer lost): asked about before anything else is offered.
  paymentChecking: 'Checking your last payment…',
  // Asked after Pay got no answer: the server says it was not paid (the same payment is offered again).
  paymentNotTaken: 'We checked: your payment has not gone through. To be charged only once, pay this same amount now.',
  paymentUnchecked:
    'We could not check whether your last payment went through. Please do not pay again: press Try again when you have a signal.',
  vehicleAddedTwice: 'Each vehicle can be added only once.',
  tooManyVehicles: 'You can pay for up to five vehicles at once.',
  receiptWhichBooking: 'Please tell us which booking the receipt is for.',
  receiptNotFound: 'We could not find a paid booking for this receipt.',
  receiptNoBookingForPlate: 'No paid booking was found for that license plate in this zone in the last 24 hours.',
  // Opening a booking's payment (POST /billing/stripe-intent)
  bookingVehicleRequired:
    'Please add the license plate and state of the vehicle to park (vehicles, or vehiclePlate and vehicleState in paymentObject).',
  bookingVehiclesDisagree: 'vehicles and paymentObject name different vehicles: send one of them, or the same plates in both.',
  paymentReferenceRequired: 'Please send the paid payment (paymentIntentId, or the clientSecret of the intent).',

  // Paying: confirming a payment (POST /sessions, /extend/confirm, the Stripe webhook)
  paymentIncomplete: 'The payment has not been completed.',
  paymentShort: 'The payment does not cover the total of this booking.',
  paymentNotFound: 'This payment does not exist.',
  paymentNotForParking: 'This payment is not for a parking session.',
  paymentIsExtension: 'This payment is for an extension, not a new booking.',
  paymentIsBooking: 'This payment is for a new booking, not an extension.',
  paymentOtherProvider: 'This payment was started with another payment provider than the one now configured.',
  // A replayed confirmation of a payment that could not buy what it was for (its refund's answer follows).
  paymentNotApplied: 'This payment could not be applied to what it was for.',
  demoPaymentsOff: 'Demo payments are off: a real payment provider is configured.',
  stripeWebhooksOff: 'Stripe webhooks are not configured.',

  // The demo payment provider's card form (it never charges, and says so)
  demoNotice: 'Demo payment: no card is charged and no money moves.',
  demoCardDeclined: 'Your card was declined.',
  demoPaymentUnknown: 'Unknown demo payment.',
  demoPaymentNotFound: 'This demo payment does not exist.',
  demoExpiryInvalid: 'The expiry date is not valid (MM/YY, not in the past).',
  demoCvcInvalid: 'The CVC is not valid (3 or 4 digits).',
  demoRefundNotPaid: 'This demo payment was not completed, so there is nothing to refund.',
  demoRefundTooMuch: 'The refund is more than what is left of this demo payment.',

  // Extending an active session
  extendOnlyPaid: 'Only a paid booking can be extended.',
  extendOnlyHourly: 'Only hourly sessions can be extended.',
  extendEnded: 'This session has ended and can no longer be extended.',
  // Extending parking at a lot or zone its owner closed since (or whose owner left): the paid time stays.
  extendLotClosed:
    'This parking can no longer be extended: the lot is not taking bookings any more. The time you paid for stays valid until it ends.',
  extendWrongPayment: 'This payment is not an extension of this session.',
  // A paid extension whose POST /extend/confirm did not answer: resumed on the next load, and applied by the server itself after about two minutes.
  extendPaidResuming: 'Your payment went through. Adding the time to your parking…',
  extendPaidNotApplied:
    'Your payment went through, but we could not add the time to your parking yet. Please do not pay again: press Try again. If it still fails, the new end time will show here within a few minutes.',

  // Ending parking early (POST /sessions/{id}/stop): the unused minutes are refunded
  stopOnlyPaid: 'Only a paid booking can end early.',
  stopOnlyHourly: 'Daily bookings cannot end early.',
  stopEnded: 'This session has already ended.',
  stopOtherProvider: 'This booking was paid through another payment provider, so it cannot be refunded here.',
  guestLinkInvalid: 'This booking link is not valid or has expired.',
  stopNoPayment: 'The payment of this booking is no longer on record, so it cannot be refunded here.',
  stopRetry: 'The refund could not be completed right now. Please try again.',

  // The live countdown of an active booking (/bookings, the finished screen)
  parkingEnded: 'Your parking has ended.',
  // /bookings?extend=<id> (the reminder mail's link) for a booking that is not the driver's or cannot be extended
  extendLinkUnknown: 'We could not find this booking among yours, so it cannot be extended here.',
  extendLinkNotExtendable: 'This booking can no longer be extended: it has ended, or it is not an hourly paid booking.',
} as const;

/** A refund the provider refused: the booking keeps its end time. */
export const refundRefused = (reason: string): string => `The refund was refused: ${reason} Your booking is unchanged.`;
/** Part of a refund spread over several payments was refused after another part went through. */
export const refundPartlyRefused = (reason: string): string =>
  `Part of the refund was refused: ${reason} Your parking has ended; try again to receive the rest.`;

/** End Parking Now's confirmation: what stopping now costs and gives back. */
export const stopQuote = (keepCents: number, minutesCharged: number, refundCents: number): string =>
  `You will be charged ${formatUsd(keepCents)} for ${minutesCharged} min and refunded ${formatUsd(refundCents)}.`;
/** After End Parking Now. */
export const stopDone = (refundCents: number): string =>
  refundCents > 0
    ? `Parking ended. You were refunded ${formatUsd(refundCents)}.`
    : 'Parking ended. No refund is due: the first hour is always charged.';

/**
 * Step 0 of the booking page, before paying: cars this device already booked in this zone and still
 * parked ("ABC123 TX (until Nov 27, 5:10 PM) is already booked in this zone. Continuing will charge for it again.").
 */
export const alreadyBookedHere = (cars: { car: string; until: string }[]): string => {
  const one = cars.length === 1;
  const list = cars.map((c) => `${c.car} (until ${c.until})`);
  const named = list.length > 1 ? `${list.slice(0, -1).join(', ')} and ${list[list.length - 1]}` : list[0];
  return `${named} ${one ? 'is' : 'are'} already booked in this zone. Continuing will charge for ${one ? 'it' : 'them'} again.`;
};

/** Step 0, under the price: when the parking bought would end, in the lot's time ("Parking until about Nov 27, 1:06 AM, Pacific Time"). */
export const parkingUntilAbout = (when: string, zoneName: string): string => `Parking until about ${when}, ${zoneName}`;

/** The warning of a booking that ends soon ("Your parking ends in 12 min"). */
export const parkingEndsIn = (minutes: number): string => `Your parking ends in ${minutes} min`;

export const bookingLocationGone = (paymentId: string): string => `The location of this booking no longer exists (payment ${paymentId}).`;
export const extendedSessionGone = (paymentId: string): string =>
  `The session this payment extends no longer exists (payment ${paymentId}).`;

/** `why` as a sentence of its own ("Already paid" → "Already paid."), so another can follow it. */
const asSentence = (why: string): string => (/[.!?]$/.test(why) ? why : `${why}.`);

/**
 * The answer to a payment that went through for something it could no longer buy (payments/kinds
 * Unfulfillable): why, then what became of the money, refunded in full.
 */
export const paymentRefundedInstead = (why: string, cents: number): string =>
  `${asSentence(why)} Your payment of ${formatUsd(cents)} has been refunded.`;
export const paymentBeingRefunded = (why: string, cents: number): string =>
  `${asSentence(why)} Your payment of ${formatUsd(cents)} is being refunded.`;
export const paymentRefundRefused = (why: string, cents: number, providerSaid: string): string =>
  `${asSentence(why)} Your payment of ${formatUsd(cents)} could not be refunded automatically (${providerSaid}): please contact us and we will return it.`;

/**
 * The refusals of src/shared/openHours.ts, worded for the driver: the times (kept "HH:MM" in the
 * problem) on a 12-hour clock as receipts write them, in the location's zone, named as people name it.
 */
const openHoursLine = (openTime: string, closeTime: string, timeZone: string): string =>
  `This zone is open from ${clockLabel(openTime)} to ${clockLabel(closeTime)} (${zoneTimeName(timeZone)}).`;
export const notOpenAt = (at: string, openTime: string, closeTime: string, timeZone: string): string =>
  `Parking is not allowed at ${clockLabel(at)}. ${openHoursLine(openTime, closeTime, timeZone)} Please come back during open hours.`;
export const closesTooSoon = (endsAt: string, openTime: string, closeTime: string, timeZone: string): string =>
  `This zone closes at ${clockLabel(closeTime)}: a booking made now, for the shortest time of one hour, would end at ${clockLabel(endsAt)}. ${openHoursLine(openTime, closeTime, timeZone)} Please come back during open hours.`;
export const noHourLeftToExtend = (endsAt: string, openTime: string, closeTime: string, timeZone: string): string =>
  `This zone closes at ${clockLabel(closeTime)}: your parking cannot be extended, as even the shortest extension of one hour would end at ${clockLabel(endsAt)}. ${openHoursLine(openTime, closeTime, timeZone)}`;
export const closedWhenParkingEnds = (at: string, openTime: string, closeTime: string, timeZone: string): string =>
  `Your parking cannot be extended: this zone is closed at ${clockLabel(at)}, when it ends. ${openHoursLine(openTime, closeTime, timeZone)}`;
/**
 * Beside a Continue to Payment that the zone's open hours turn off (the long reason is said above
 * it): one line, so that a driver looking at the button reads why it does nothing.
 */
export const bookingClosedNow = (openTime: string): string => `Closed now: this zone opens at ${clockLabel(openTime)}.`;
export const tooLateToBook = (closeTime: string): string => `Too late to book: this zone closes at ${clockLabel(closeTime)}.`;
export const fewerHoursToBook = (closeTime: string): string => `Choose fewer hours: this zone closes at ${clockLabel(closeTime)}.`;
/** Under the Hours field whose + stops because one hour more would run past closing. */
export const noMoreHoursBeforeClose = (closeTime: string): string => `No more hours: this zone closes at ${clockLabel(closeTime)}.`;
/** A clock time, with its day when it is not the booking's first day ("on Nov 28 at 2:00 AM"). */
const atClock = (hhmm: string, day?: string): string => `${day ? `on ${day} ` : ''}at ${clockLabel(hhmm)}`;
export const endsAfterClose = (
  endsAt: string,
  openTime: string,
  closeTime: string,
  timeZone: string,
  endsOn?: string,
  closesOn?: string,
): string =>
  `Your session would end ${atClock(endsAt, endsOn)}, after this zone closes ${atClock(closeTime, closesOn)}. ${openHoursLine(openTime, closeTime, timeZone)} Please choose fewer hours.`;

export const zoneNumberTaken = (zoneNumber: string): string =>
  `Zone number ${zoneNumber} already exists at this location. Use another one, or edit that zone.`;

/** What a receipt email says: only stored facts (dates already in the location's time zone). */
export interface ReceiptFacts {
  name: string;
  date: string;
  location: { name: string; address: string; zoneNumber: string | null };
  start: string;
  end: string;
  /** Hours bought; null for a daily session. */
  hours: number | null;
  rateCents: number;
  /**
   * refundedCents: given back when the parking ended early (0 or absent when none); endedEarly: when
   * that car's parking was ended before the booking's end (already in the location's time zone).
   */
  plates: { plate: string; state: string; totalCents: number; feesCents: number; refundedCents?: number; endedEarly?: string }[];
  /** The location's time zone as drivers name it (Central Time). */
  timeZone: string;
  /** A guest's link to their booking (extend, end early): a guest has no account to find it in. */
  manageLink?: string;
}

/** /bookings: the receipt went to the driver's own address. */
export const receiptEmailedTo = (email: string): string => `Receipt sent to ${email}.`;

/** The receipt email (POST /contact/sendReceipt): subject and plain text. */
export function receiptMail(f: ReceiptFacts): { subject: string; text: string } {
  const fees = f.plates.reduce((sum, p) => sum + p.feesCents, 0);
  const total = f.plates.reduce((sum, p) => sum + p.totalCents, 0);
  const refunded = f.plates.reduce((sum, p) => sum + (p.refundedCents ?? 0), 0);
  const duration = f.hours === null ? '1 day' : `${f.hours} hour${f.hours === 1 ? '' : 's'}`;
  // Every car ended before its time: what was bought, and that it ended (each car's line says when).
  const allEnded = f.plates.length > 0 && f.plates.every((p) => p.endedEarly);
  const lines = [
    `Hi ${f.name},`,
    '',
    'Thank you for parking with us! Here is your receipt.',
    '',
    `Date: ${f.date}`,
    `Location: ${f.location.name}`,
    `Address: ${f.location.address}`,
    `Zone: ${f.location.zoneNumber ?? 'CODE'}`,
    `Start: ${f.start}`,
    `End: ${f.end}`,
    `Duration: ${duration}${allEnded ? ' booked, ended early' : ''}`,
    `Rate: ${formatUsd(f.rateCents)} ${f.hours === null ? 'per day' : 'per hour'}`,
    '',
    `License plate${f.plates.length === 1 ? '' : 's'}:`,
    ...f.plates.map(
      (p) =>
        `  ${p.plate} (${p.state}): parking ${formatUsd(p.totalCents - p.feesCents)} + fees ${formatUsd(p.feesCents)} = ${formatUsd(p.totalCents)}` +
        (p.endedEarly ? `; ended early at ${p.endedEarly}` : ''),
    ),
    '',
    `Fees: ${formatUsd(fees)}`,
    `Total paid: ${formatUsd(total)}`,
    ...(refunded > 0 ? [`Refunded (ended early): ${formatUsd(refunded)}`, `Total charged: ${formatUsd(total - refunded)}`] : []),
    ...(f.manageLink ? ['', `To extend this parking or end it early: ${f.manageLink}`] : []),
    '',
    `Times are in the location's time zone (${f.timeZone}).`,
  ];
  // A header is one line: a location name typed with line breaks must not split the subject.
  const oneLine = f.location.name.replace(/[\r\n]+/g, ' ').trim();
  return { subject: `Your parking receipt: ${oneLine}, ${f.date}`, text: `${lines.join('\n')}\n` };
}

/** What a reminder email says before a booking ends (the end time already in the location's time zone). */
export interface ReminderFacts {
  /** The account's name; null for a guest. */
  name: string | null;
  location: { name: string; zoneNumber: string | null };
  plates: { plate: string; state: string }[];
  /** "November 22, 2026 at 3:10 PM" in the location's time zone. */
  end: string;
  /** Whole minutes left when the reminder was written. */
  minutesLeft: number;
  timeZone: string;
  /** Opens the booking with Extend ready: /bookings?extend=<sessionId>, or a guest's signed /bookings/guest/<token>. */
  extendLink: string;
}

/** The reminder email sent before a paid booking ends (modules/reminders): subject and plain text. */
export function reminderMail(f: ReminderFacts): { subject: string; text: string } {
  const place = f.location.name.replace(/[\r\n]+/g, ' ').trim();
  const left = `${f.minutesLeft} minute${f.minutesLeft === 1 ? '' : 's'}`;
  const lines = [
    f.name ? `Hi ${f.name},` : 'Hello,',
    '',
    `Your parking at ${place} ends in ${left}.`,
    '',
    `Location: ${place}`,
    `Zone: ${f.location.zoneNumber ?? 'CODE'}`,
    `License plate${f.plates.length === 1 ? '' : 's'}: ${f.plates.map((p) => `${p.plate} (${p.state})`).join(', ')}`,
    `Ends: ${f.end}`,
    '',
    'Need more time? Extend your booking here:',
    f.extendLink,
    '',
    `Times are in the location's time zone (${f.timeZone}).`,
  ];
  return { subject: `Your parking at ${place} ends in ${left}`, text: `${lines.join('\n')}\n` };
}

const demoCardHint = (notice: string): string =>
  `${notice} Use the test card 4242 4242 4242 4242 with any future expiry and any 3-digit CVC.`;
export const demoCardNumberInvalid = (): string => `The card number is not valid. ${demoCardHint(PARKING_MESSAGES.demoNotice)}`;
export const demoCardNotAccepted = (): string => `This card is not accepted here. ${demoCardHint(PARKING_MESSAGES.demoNotice)}`;
export const demoPaymentAccepted = (): string => `${PARKING_MESSAGES.demoNotice} The test payment was accepted.`;
