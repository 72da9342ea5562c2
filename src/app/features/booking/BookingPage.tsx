import { toDollars } from '../../../shared/money';
import { lazy, Suspense, useCallback, useEffect, useEffectEvent, useRef, useState, type ReactNode } from 'react';
import { useLocation, useNavigate, useParams } from 'react-router-dom';
import { DEFAULTS } from '../../../shared/limits';
import {
  alreadyBookedHere,
  APP_TEXT,
  bookingClosedNow,
  fewerHoursToBook,
  noMoreHoursBeforeClose,
  PARKING_MESSAGES,
  PARKING_TEXT,
  parkingUntilAbout,
  SERVER_MESSAGES,
  tooLateToBook,
} from '../../../shared/messages';
import { sessionWindow } from '../../../shared/pricing';
import { zoneTimeName } from '../../../shared/dates';
import { addressNotFound, noAnswer, serverMessage } from '../../api/errors';
import { useGetLocationZoneQuery } from '../../api/enhanced/zones';
import { LoadFailed } from '../../components/LoadFailed';
import { NoticeBox } from '../../components/NoticeBox';
import { PlaceNotFound } from '../../components/PlaceNotFound';
import { useAppSelector } from '../../hooks';
import { selectCurrentUser } from '../auth';
import { selectServiceProblem } from '../../api/serviceStatus';
import { oneHourMore } from './HoursField';
import { PriceBreakdown } from './PriceBreakdown';
import type { ReceiptData } from './ReceiptStep';
import { PageLoading } from '../../layout/PageLoading';
import { SessionInfoStep, newVehicleRow, vehicleText, type SessionInfoValue, type VehicleRow } from './SessionInfoStep';
import { useCreateStripeIntentMutation } from '../../api/enhanced/billing';
import { useCreateSessionMutation } from '../../api/enhanced/sessions';
import type { CreateSessionApiResponse } from '../../api/generated/sessions';
import { intentOf, type CreateBookingRequest, type PaymentIntent } from './paymentApi';
import { createWithRetry } from './retry';
import { ButtonLink, PlainButton } from '../../components/PlainButton';
import { StepsBar } from '../../components/StepsBar';
import { Subtitle } from '../../components/PageTitle';
import { bookingHoursProblem, openHoursMessage, type OpenHoursProblem } from '../../../shared/openHours';
import { useNow } from '../../components/useCountdown';
import {
  clearOpenPayment,
  clearPaid,
  clearReceipt,
  loadOpenPayment,
  loadPaid,
  loadReceipt,
  OPEN_PAYMENT_REUSE_MS,
  saveOpenPayment,
  savePaid,
  saveReceipt,
  type OpenPayment,
  type PaidBooking,
  type StoredReceipt,
} from './storedReceipt';
import { reopenedHere } from '../../components/tabStorage';
import { bookedHere, rememberBooked } from './bookedHere';
import { shortDateTime } from './receiptDate';

/**
 * The payment step and the receipt are their own chunks, fetched as the driver taps Continue to
 * Payment (with the payment being opened): the zone's form, which every visitor loads, stays within
 * the public pages' first-load budget. The receipt's code comes with the card form's, before any
 * money moves, so a paid booking never waits on a fetch to show its proof.
 */
const loadPaymentPanel = () => import('./PaymentPanel');
const loadReceiptStep = () => import('./ReceiptStep');
const PaymentPanel = lazy(() => loadPaymentPanel().then((m) => ({ default: m.PaymentPanel })));
const ReceiptStep = lazy(() => loadReceiptStep().then((m) => ({ default: m.ReceiptStep })));
const loadPaymentStep = () => {
  void loadPaymentPanel();
  void loadReceiptStep();
};

/** The history entry of the payment step carries this state: the phone's Back then returns to the form, not off the page. */
const PAYMENT_ENTRY = { bookingStep: 1 } as const;
const isPaymentEntry = (state: unknown): boolean =>
  typeof state === 'object' && state !== null && (state as { bookingStep?: unknown }).bookingStep === PAYMENT_ENTRY.bookingStep;

function intentKey(zoneId: string, v: SessionInfoValue): string {
  return JSON.stringify([zoneId, v.hours, v.vehicles.map((x) => [x.plate, x.state])]);
}

function vehicleFields(row: VehicleRow) {
  const info = row.info && row.info !== 'failed' ? row.info : null;
  return {
    vehiclePlate: row.plate,
    vehicleState: row.state,
    ...(info?.make ? { vehicleMake: info.make } : {}),
    ...(info?.model ? { vehicleModel: info.model } : {}),
    ...(info?.year ? { vehicleYear: info.year } : {}),
    ...(info && vehicleText(info) ? { vehicleDescription: vehicleText(info) } : {}),
  };
}

type ZoneAndLocation = NonNullable<ReturnType<typeof useGetLocationZoneQuery>['data']>['data'];

/** What a payment of this intent books, and what its receipt will show (before the server's answer adds the session's ids). */
function paidBookingOf({ zone, location }: ZoneAndLocation, pi: PaymentIntent, vehicles: VehicleRow[], owner: string | null): PaidBooking {
  const [first, ...rest] = vehicles;
  const request: CreateBookingRequest = {
    paymentIntentId: pi.paymentIntentId,
    ...vehicleFields(first!),
    additionalVehicles: rest.map(vehicleFields),
    zoneId: zone._id,
    locationId: location._id,
    hours: pi.hours,
    isHourly: zone.isHourly,
    startTime: pi.startTime,
    endTime: pi.endTime,
    rate: toDollars(pi.rate),
    fees: toDollars(pi.fees),
    totalCost: toDollars(pi.totalCost),
    locationName: location.name,
    locationAddress: location.address,
  };
  return {
    request,
    clientSecret: pi.clientSecret,
    hourly: zone.isHourly,
    owner,
    receipt: {
      paymentIntentId: pi.paymentIntentId,
      locationId: location._id,
      locationName: location.name,
      locationAddress: location.address,
      timeZone: location.timeZone,
      zoneId: zone._id,
      zoneNumber: zone.zoneNumber,
      plates: vehicles.map((v) => `${v.plate} ${v.state}`),
      startTime: pi.startTime,
      endTime: pi.endTime,
      rateCents: pi.rate,
      feesCents: pi.fees,
      totalCents: pi.totalCost,
      ...(zone.isHourly ? { hours: pi.hours } : {}),
    },
  };
}

/** Beside the Continue to Payment that an open-hours problem turns off: why, in one line. */
function blockedReasonOf(problem: OpenHoursProblem): string {
  if (problem.reason === 'notOpen') return bookingClosedNow(problem.openTime);
  if (problem.reason === 'endsAfterClose') return fewerHoursToBook(problem.closeTime);
  return tooLateToBook(problem.closeTime);
}

/** A zone that cannot be booked (closed, or not there at all), with the way on to another. */
/** The customer booking flow at /locations/{id}/zones/{zid} (SPEC sections 2 and 4). */
export default function BookingPage() {
  const { locationId = '', zoneId = '' } = useParams();
  const navigate = useNavigate();
  const user = useAppSelector(selectCurrentUser);
  const { data, error: loadError, isLoading, isFetching: reloading, refetch } = useGetLocationZoneQuery({ locationId, zoneId });
  const [createIntent, { isLoading: intentBusy }] = useCreateStripeIntentMutation();
  const [createBooking] = useCreateSessionMutation();

  const owner = user?._id ?? null;
  // This page reloaded (or reopened by Back/Forward) after paying in this tab: the proof of payment, not a new form.
  const { pathname, search, state: entryState } = useLocation();
  const atPaymentEntry = isPaymentEntry(entryState);
  const [restored] = useState(() => (reopenedHere(pathname) ? loadReceipt(locationId, zoneId, owner) : null));
  // Paid in this tab but not booked (the answer of POST /sessions never came): finished first, on any visit.
  const [resumed] = useState(() => (restored ? null : loadPaid(locationId, zoneId, owner)));
  // A payment step left without an answer (the signal dropped as Pay was pressed): whether it was paid is asked first.
  const [reopenedPayment] = useState(() => (restored || resumed ? null : loadOpenPayment(locationId, zoneId, owner)));
  // The payment being asked about: the one left open on the last visit, or one whose Pay got no answer here.
  const [pendingCheck, setPendingCheck] = useState<OpenPayment | null>(reopenedPayment);
  const [checking, setChecking] = useState(Boolean(reopenedPayment));
  const [checkFailed, setCheckFailed] = useState(false);
  // Pay got no answer here and the server said not paid: the same payment only, no Back (a late
  // answer of that Pay would still pay it; a new payment for other hours would be a second charge).
  const [sameOnly, setSameOnly] = useState(false);
  const [step, setStep] = useState(restored ? 2 : resumed ? 1 : 0);
  const [finished, setFinished] = useState(false);
  const [info, setInfo] = useState<SessionInfoValue>(() => ({ hours: DEFAULTS.hours, vehicles: [newVehicleRow()] }));
  const [intent, setIntent] = useState<{ key: string; intent: PaymentIntent } | null>(null);
  const [stepError, setStepError] = useState<string | null>(null);
  // Once paid, this booking never pays again: retries only re-send the (idempotent) session create.
  const [paid, setPaid] = useState<PaidBooking | null>(resumed);
  const [creating, setCreating] = useState(Boolean(resumed));
  // The server refused the paid booking for good (409: the payment was refunded, its message says so).
  const [refused, setRefused] = useState(false);
  // Pay was pressed for the payment shown (kept with it for a reload): a driver who never pressed it is told of no failure.
  const payPressed = useRef(reopenedPayment?.payPressed === true);
  // Pay pressed, its answer not come yet (PaymentPanel's onPaying).
  const [paying, setPaying] = useState(false);
  const [paidReceipt, setPaidReceipt] = useState<Pick<StoredReceipt, 'receipt' | 'hourly'> | null>(restored);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  useEffect(
    () => () => {
      if (timer.current) clearTimeout(timer.current);
    },
    [],
  );

  const zone = data?.data.zone;
  const location = data?.data.location;
  // The zone's hours as the server will read them, said before the driver types (the clock moves on).
  const now = useNow(30_000, step === 0);
  // Not even the shortest booking fits now (closed, or closing within its hour): whatever the hours,
  // nothing can be paid for, and that is what is said (not "choose fewer hours" at 3 hours).
  const noBookingProblem = zone && location ? bookingHoursProblem(zone, location.timeZone, 1, new Date(now)) : null;
  const hoursProblem =
    noBookingProblem ?? (zone && location ? bookingHoursProblem(zone, location.timeZone, info.hours, new Date(now)) : null);
  // One hour more would run past closing: the Hours field's + stops here rather than one step later.
  const oneMore = oneHourMore(info.hours);
  const closingAt =
    zone && location && !hoursProblem && bookingHoursProblem(zone, location.timeZone, oneMore, new Date(now)) ? oneMore : null;

  // Cars typed here that this device booked in this zone and are still parked: said before paying for them again.
  const covered = step === 0 ? bookedHere(locationId, zoneId, info.vehicles, now) : [];
  const bookedNotice =
    covered.length > 0
      ? alreadyBookedHere(
          covered.map((b) => ({ car: `${b.plate} ${b.state}`, until: shortDateTime(b.endTime, location?.timeZone, new Date(now)) })),
        )
      : null;

  // Whether this page added the payment step's history entry (and so may take it away again).
  const pushedPaymentEntry = useRef(false);
  // The payment step, once shown, gets a history entry of its own (same address), so that Back on a
  // phone goes back to the form. Pushed after the step renders, not inside the form's submit event
  // (React would take a navigation started there for the form's own action).
  const pushPaymentEntry = useEffectEvent(() => {
    if (step !== 1 || atPaymentEntry) return;
    pushedPaymentEntry.current = true;
    void navigate({ pathname, search }, { state: PAYMENT_ENTRY });
  });
  useEffect(() => pushPaymentEntry(), [step]);
  /** Takes away the payment step's history entry, if this page added it, as the phone's Back would. */
  const dropPaymentEntry = useCallback(() => {
    if (!pushedPaymentEntry.current) return;
    pushedPaymentEntry.current = false;
    void navigate(-1);
  }, [navigate]);
  /** The page's own Back: the form at once, without the payment step's entry. */
  const backToForm = () => {
    setStep(0);
    dropPaymentEntry();
  };
  // The phone's Back from the payment step's entry: the form, as typed. Nothing moves once paid: the
  // booking is being made, and its receipt comes next whatever the history does.
  const onLeftPaymentEntry = useEffectEvent(() => {
    pushedPaymentEntry.current = false;
    // (While Pay waits for its answer the payment panel holds the phone's Back: it does not get here.)
    if (step === 1 && !paid && !sameOnly) setStep(0);
  });
  useEffect(() => {
    if (!atPaymentEntry) onLeftPaymentEntry();
  }, [atPaymentEntry]);
  // The receipt replaces the payment step: its entry is taken away, so that one Back leaves the page.
  useEffect(() => {
    if (step === 2) dropPaymentEntry();
  }, [step, dropPaymentEntry]);

  const toPayment = async () => {
    if (!zone) return;
    loadPaymentStep();
    setStepError(null);
    const key = intentKey(zone._id, info);
    if (intent?.key === key) {
      setStep(1);
      return;
    }
    try {
      const res = await createIntent({
        body: {
          ...(zone.isHourly ? { hours: info.hours } : {}),
          zoneId: zone._id,
          vehicles: info.vehicles.map((v) => ({ plate: v.plate, state: v.state })),
          ...(user?.email ? { email: user.email } : {}),
        },
      }).unwrap();
      payPressed.current = false;
      setIntent({ key, intent: intentOf(res) });
      setStep(1);
    } catch (e) {
      const msg = (e as { data?: { message?: unknown } })?.data?.message;
      setStepError(
        noAnswer(e)
          ? SERVER_MESSAGES.noConnection
          : typeof msg === 'string' && (e as { status?: unknown }).status !== 500
            ? msg
            : PARKING_MESSAGES.paymentFailed,
      );
    }
  };

  /** The booking exists: its receipt, kept for the tab, and its cars for the device. */
  const showBooked = useCallback(
    (p: PaidBooking, created: CreateSessionApiResponse['data']['data']) => {
      const first = created.sessions?.[0];
      const receipt: ReceiptData = {
        ...p.receipt,
        ...(first?._id ? { sessionId: first._id } : {}),
        ...(first?.guestToken ? { guestToken: first.guestToken } : {}),
        startTime: created.startTime ?? p.receipt.startTime,
        endTime: created.endTime ?? p.receipt.endTime,
        // The server's total for what it booked.
        totalCents: created.totalCost ?? p.receipt.totalCents,
      };
      setPaidReceipt({ receipt, hourly: p.hourly });
      // Kept for this tab, so that a reload shows this receipt again rather than the form; the
      // paid booking it came from is done.
      saveReceipt(locationId, zoneId, { receipt, hourly: p.hourly, owner: p.owner });
      // And for every tab of this device: these cars are covered here until the booking ends.
      rememberBooked(
        locationId,
        zoneId,
        // "ABC123 TX": the plates as the receipt names them.
        p.receipt.plates.map((car) => ({ plate: car.slice(0, car.lastIndexOf(' ')), state: car.slice(car.lastIndexOf(' ') + 1) })),
        receipt.endTime,
      );
      clearPaid(locationId, zoneId);
      // SPEC section 4: the step change after creating the session is delayed 300 ms.
      timer.current = setTimeout(() => setStep(2), DEFAULTS.stepChangeDelayMs);
      clearOpenPayment(locationId, zoneId);
    },
    [locationId, zoneId],
  );

  const book = useCallback(
    async (p: PaidBooking) => {
      setCreating(true);
      setStepError(null);
      try {
        showBooked(p, (await createWithRetry(() => createBooking({ body: p.request }).unwrap())).data.data);
      } catch (e) {
        const status = (e as { status?: unknown })?.status;
        if (status === 409) {
          // This payment can never book (the place went meanwhile): the server refunded it and says so.
          clearPaid(locationId, zoneId);
          setRefused(true);
          setStepError(serverMessage(e, PARKING_MESSAGES.paymentFailed));
        } else {
          // Paid: never "try again" in words that invite a second payment. A 4xx says why in the server's words.
          const clientError = typeof status === 'number' && status >= 400 && status < 500;
          const notBooked = p.owner ? PARKING_MESSAGES.paidNotBooked : PARKING_MESSAGES.paidNotBookedGuest;
          setStepError(clientError ? serverMessage(e, notBooked) : notBooked);
        }
      } finally {
        setCreating(false);
      }
    },
    [createBooking, locationId, zoneId, showBooked],
  );

  const onPaid = useCallback(() => {
    if (!data || !intent) return;
    const paidBooking = paidBookingOf(data.data, intent.intent, info.vehicles, owner);
    // The money has moved: from now on this tab finishes this booking, even after a reload, and never asks to pay again.
    savePaid(locationId, zoneId, paidBooking);
    // And every tab of this device sees these cars covered now, before the booking call answers: a
    // driver whose booking call is lost on a weak signal, opening the zone again, is told before paying twice.
    rememberBooked(
      locationId,
      zoneId,
      info.vehicles.map((v) => ({ plate: v.plate, state: v.state })),
      intent.intent.endTime,
    );
    clearOpenPayment(locationId, zoneId);
    setPaid(paidBooking);
    void book(paidBooking);
  }, [data, intent, info.vehicles, book, owner, locationId, zoneId]);

  /** The card form's payment as it is kept while shown, and asked about when Pay got no answer. */
  const openPayment = (): OpenPayment | null => {
    if (!intent || !data) return null;
    const pi = intent.intent;
    const savedAt = reopenedPayment?.intent.paymentIntentId === pi.paymentIntentId ? reopenedPayment.savedAt : Date.now();
    return {
      ...paidBookingOf(data.data, pi, info.vehicles, owner),
      intent: pi,
      hours: info.hours,
      vehicles: info.vehicles.map((v) => ({ plate: v.plate, state: v.state })),
      savedAt,
      payPressed: payPressed.current,
    };
  };
  // The card form's payment is kept for the tab while it is shown: a reload after Pay whose answer
  // was lost asks about this payment instead of opening a second one.
  const keepOpenPayment = useEffectEvent(() => {
    const open = step === 1 && !paid ? openPayment() : null;
    if (open) saveOpenPayment(locationId, zoneId, open);
  });
  useEffect(() => keepOpenPayment(), [step, intent, data]);

  /** Asks POST /sessions with the payment left open: paid, it books; not paid, the same payment is offered again. */
  const checkOpenPayment = useCallback(
    async (open: OpenPayment, inPage = false) => {
      setPendingCheck(open);
      setChecking(true);
      setCheckFailed(false);
      setStepError(null);
      try {
        showBooked(open, (await createWithRetry(() => createBooking({ body: open.request }).unwrap())).data.data);
      } catch (e) {
        const status = (e as { status?: unknown })?.status;
        if (status === 402 && Date.now() - open.savedAt <= OPEN_PAYMENT_REUSE_MS) {
          // Not paid: the same payment, for the same cars and hours, so that paying now pays it once.
          const vehicles = open.vehicles.map((c) => ({ ...newVehicleRow(), plate: c.plate, state: c.state }));
          const again = { hours: open.hours, vehicles };
          setInfo(again);
          setIntent({ key: intentKey(zoneId, again), intent: open.intent });
          setStep(1);
          // Reloaded on the card form before paying: the same form again, with no word of a failure.
          setStepError(open.payPressed || inPage ? PARKING_MESSAGES.paymentNotTaken : null);
          setSameOnly(inPage);
        } else if (status === 409) {
          // Paid, but it can never book: the server refunded it and says so, above a new form.
          clearOpenPayment(locationId, zoneId);
          setStepError(serverMessage(e, PARKING_MESSAGES.paymentFailed));
        } else if (typeof status === 'number' && status >= 400 && status < 500) {
          // Not paid and too old to offer again (its start would be past), or unknown: a new booking.
          clearOpenPayment(locationId, zoneId);
        } else {
          setCheckFailed(true);
        }
      } finally {
        setChecking(false);
      }
    },
    [createBooking, locationId, zoneId, showBooked],
  );
  // What the last visit left, taken up once on load: a paid booking is sent again at once (a replay
  // answers the same booking); a payment left open is asked about.
  const loadStarted = useRef(false);
  const takeUpOnLoad = useEffectEvent(() => {
    if (loadStarted.current) return;
    loadStarted.current = true;
    if (resumed) void book(resumed);
    else if (reopenedPayment) void checkOpenPayment(reopenedPayment);
  });
  useEffect(() => takeUpOnLoad(), []);

  // The banner said it would try again by itself: once the service answers again (signal back), a
  // paid booking not finished yet, or a payment whose check got no answer, is sent again at once.
  const serviceProblem = useAppSelector(selectServiceProblem);
  const wasUnreachable = useRef(false);
  const retryWhenBack = useEffectEvent(() => {
    if (paid && !paidReceipt && !creating && !refused && stepError) void book(paid);
    else if (pendingCheck && checkFailed && !checking) void checkOpenPayment(pendingCheck);
  });
  useEffect(() => {
    if (serviceProblem) wasUnreachable.current = true;
    else if (wasUnreachable.current) {
      wasUnreachable.current = false;
      retryWhenBack();
    }
  }, [serviceProblem]);

  /** After a refused paid booking (refunded): the form again, as typed, with the server's words above it. */
  const afterRefusal = () => {
    setPaid(null);
    setIntent(null);
    setRefused(false);
    setStep(0);
    dropPaymentEntry();
  };

  /** Start a new booking: the stored receipt is dropped and the flow begins again at step 0. */
  const startOver = () => {
    if (timer.current) clearTimeout(timer.current);
    clearReceipt(locationId, zoneId);
    clearPaid(locationId, zoneId);
    clearOpenPayment(locationId, zoneId);
    setPaidReceipt(null);
    setPaid(null);
    setRefused(false);
    setIntent(null);
    setStepError(null);
    setFinished(false);
    setInfo({ hours: DEFAULTS.hours, vehicles: [newVehicleRow()] });
    setStep(0);
  };

  if (finished) {
    // A guest has no Booking History: their booking's own page (time left, Extend, End Parking Now) is
    // reached by its link only, so the finished screen offers it rather than leaving them at Find Parking.
    const guestBooking = !user && paidReceipt?.receipt.guestToken ? extendLinkOf(paidReceipt.receipt, false) : undefined;
    return (
      <div style={{ textAlign: 'center', padding: '24px 8px' }}>
        <h1 style={{ fontSize: 24, marginTop: 0 }}>{PARKING_MESSAGES.allSet}</h1>
        <div style={{ display: 'grid', gap: 12, maxWidth: 360, margin: '0 auto' }}>
          {guestBooking && (
            <>
              <p style={{ margin: 0 }}>{PARKING_TEXT.guestBookingKeep}</p>
              <ButtonLink variant="primary" block to={guestBooking}>
                {PARKING_TEXT.openGuestBooking}
              </ButtonLink>
            </>
          )}
          {user && (
            <PlainButton variant="primary" block onClick={() => navigate('/bookings')}>
              {PARKING_TEXT.bookingHistory}
            </PlainButton>
          )}
          <PlainButton block onClick={() => navigate('/locations')}>
            {PARKING_TEXT.findParking}
          </PlainButton>
        </div>
      </div>
    );
  }

  // A paid booking's receipt stands whatever the zone's state now (loading, closed, deleted): it is the
  // proof of payment, and it names its own place.
  if (step === 2 && paidReceipt) {
    const { receipt, hourly } = paidReceipt;
    return (
      <BookingFrame
        title={`${receipt.locationName} · ${PARKING_TEXT.zoneLabel} ${receipt.zoneNumber}`}
        address={receipt.locationAddress}
        step={2}
      >
        <Suspense fallback={<PageLoading />}>
          <ReceiptStep
            receipt={receipt}
            defaultName={user?.name}
            defaultEmail={user?.email}
            // Extending is a signed-in driver's, on /bookings, for an hourly booking.
            extendTo={hourly ? extendLinkOf(receipt, Boolean(user)) : undefined}
            hourly={hourly}
            onDone={() => {
              setFinished(true);
              // A short page replaces the long receipt: from its top, not the receipt's scroll.
              window.scrollTo(0, 0);
            }}
            onNewBooking={startOver}
          />
        </Suspense>
      </BookingFrame>
    );
  }

  const pi = intent?.intent;
  const paidView = paid && (
    <>
      {stepError && <NoticeBox type="error">{stepError}</NoticeBox>}
      {creating ? (
        <p role="status">{resumed ? PARKING_MESSAGES.paidResuming : PARKING_TEXT.payingWait}</p>
      ) : refused ? (
        <PlainButton variant="primary" block onClick={afterRefusal}>
          {PARKING_TEXT.back}
        </PlainButton>
      ) : (
        !paidReceipt && (
          <PlainButton variant="primary" block onClick={() => void book(paid)}>
            {PARKING_TEXT.retryBooking}
          </PlainButton>
        )
      )}
    </>
  );
  // A payment left open on the last visit, or whose Pay got no answer here: nothing else is offered
  // (no Back, no new payment) until it is known whether it was paid.
  if (pendingCheck && (checking || checkFailed)) {
    return (
      <BookingFrame
        title={`${pendingCheck.receipt.locationName} · ${PARKING_TEXT.zoneLabel} ${pendingCheck.receipt.zoneNumber}`}
        address={pendingCheck.receipt.locationAddress}
        step={1}
      >
        {checking ? (
          <p role="status">{PARKING_MESSAGES.paymentChecking}</p>
        ) : (
          <>
            <NoticeBox type="error">{PARKING_MESSAGES.paymentUnchecked}</NoticeBox>
            <PlainButton variant="primary" block onClick={() => void checkOpenPayment(pendingCheck)}>
              {PARKING_TEXT.retryBooking}
            </PlainButton>
          </>
        )}
      </BookingFrame>
    );
  }
  // Booked, its receipt coming after SPEC's 300 ms: no payment form or Session Info meanwhile (after a
  // check found the payment taken, they flashed up as if asking to pay again).
  if (paidReceipt && step !== 2) {
    return (
      <BookingFrame
        title={`${paidReceipt.receipt.locationName} · ${PARKING_TEXT.zoneLabel} ${paidReceipt.receipt.zoneNumber}`}
        address={paidReceipt.receipt.locationAddress}
        step={1}
      >
        <p role="status">{PARKING_TEXT.payingWait}</p>
      </BookingFrame>
    );
  }
  // A paid booking found on load is finished whatever the zone's state now: it names its own place.
  if (step === 1 && paid && !pi) {
    return (
      <BookingFrame
        title={`${paid.receipt.locationName} · ${PARKING_TEXT.zoneLabel} ${paid.receipt.zoneNumber}`}
        address={paid.receipt.locationAddress}
        step={1}
      >
        {paidView}
      </BookingFrame>
    );
  }

  if (isLoading) return <p role="status">{APP_TEXT.loading}</p>;
  // An unknown zone (404, the server's words) or an address with a malformed id (400): nothing to book.
  if (addressNotFound(loadError) || (!loadError && (!zone || !location))) {
    // SPEC 2's words, whatever the server called it ("Zone not found").
    return <PlaceNotFound title={SERVER_MESSAGES.notFound} body={PARKING_MESSAGES.zoneMissingBody} />;
  }
  // The zone could not be loaded (no signal, a server failure): said as such, with the way to ask again.
  if (loadError || !zone || !location) {
    return <LoadFailed error={loadError} retrying={reloading} onRetry={() => void refetch()} />;
  }
  if (zone.archieved) return <PlaceNotFound title={PARKING_MESSAGES.zoneClosedTitle} body={PARKING_MESSAGES.zoneClosedBody} />;

  return (
    <BookingFrame title={`${location.name} · ${PARKING_TEXT.zoneLabel} ${zone.zoneNumber}`} address={location.address} step={step}>
      {step === 0 && (
        <SessionInfoStep
          zone={zone}
          value={info}
          onChange={(v) => {
            // A vehicle lookup answering late must not hide the server's answer; an edit does.
            if (intentKey(zoneId, v) !== intentKey(zoneId, info)) setStepError(null);
            setInfo(v);
          }}
          onNext={() => void toPayment()}
          busy={intentBusy}
          error={stepError}
          // Once the server has answered, its word stands alone.
          hoursNotice={!stepError && hoursProblem ? openHoursMessage(hoursProblem) : null}
          bookedNotice={bookedNotice}
          endsAbout={(h) => {
            const { startTime, endTime } = sessionWindow(new Date(now), zone.isHourly, h, location.timeZone);
            return parkingUntilAbout(shortDateTime(endTime, location.timeZone, startTime), zoneTimeName(location.timeZone, startTime));
          }}
          moreHoursBlockedFrom={hoursProblem ? info.hours : closingAt}
          moreHoursNote={closingAt ? noMoreHoursBeforeClose(zone.closeTime) : null}
          // Continue stays off while the zone's hours refuse the booking (the server would, with a 400),
          // whatever the server said last: the line beside it says why.
          blockedReason={hoursProblem ? blockedReasonOf(hoursProblem) : null}
          noBookingFits={Boolean(noBookingProblem)}
        />
      )}
      {step === 1 && pi && (
        <div>
          <section style={{ padding: 12, background: '#f7f9fc', borderRadius: 10, marginBottom: 16 }}>
            <PriceBreakdown
              rateCents={pi.rate}
              isHourly={zone.isHourly}
              hours={pi.hours}
              vehicles={info.vehicles.length}
              feesCents={pi.fees}
              totalCents={pi.totalCost}
              totalLabel={paid ? PARKING_TEXT.amountPaid : PARKING_TEXT.amountCharged}
              plates={info.vehicles.map((v) => `${v.plate} ${v.state}`).join(', ')}
            />
          </section>
          {paid ? (
            paidView
          ) : (
            <>
              {/* Not paid after a check is a notice, not a failure: the same payment waits below. */}
              {stepError && <NoticeBox type={stepError === PARKING_MESSAGES.paymentNotTaken ? 'warning' : 'error'}>{stepError}</NoticeBox>}
              <Suspense fallback={<p role="status">{PARKING_TEXT.loadingPayment}</p>}>
                <PaymentPanel
                  intent={pi}
                  label={`Parking at ${location.name}`}
                  onPaid={onPaid}
                  onPaying={(on) => {
                    setPaying(on);
                    if (!on || payPressed.current) return;
                    payPressed.current = true;
                    const open = openPayment();
                    if (open) saveOpenPayment(locationId, zoneId, open);
                  }}
                  onOutcomeUnknown={() => {
                    const open = openPayment();
                    if (open) void checkOpenPayment(open, true);
                  }}
                />
              </Suspense>
              {/* No way off the step while Pay waits for its answer: the money may be moving. */}
              {!sameOnly && !paying && (
                <PlainButton block style={{ marginTop: 12 }} onClick={backToForm}>
                  {PARKING_TEXT.back}
                </PlainButton>
              )}
            </>
          )}
        </div>
      )}
    </BookingFrame>
  );
}

const STEP_TITLES = [PARKING_TEXT.stepSessionInfo, PARKING_TEXT.stepPayment, PARKING_TEXT.stepReceipt];

/**
 * The booking page's frame: the place, its address and the three steps. A step shown after the
 * first (payment, receipt) takes the focus, named by its title: the button that led there is gone,
 * and focus would fall back to the page's start, the new step unannounced.
 */
function BookingFrame({ title, address, step, children }: { title: string; address: string; step: number; children: ReactNode }) {
  const body = useRef<HTMLElement>(null);
  useEffect(() => {
    if (step > 0) body.current?.focus();
  }, [step]);
  return (
    <div style={{ maxWidth: 640, margin: '0 auto' }}>
      <header style={{ marginBottom: 12 }}>
        <h1 style={{ fontSize: 22, margin: 0 }}>{title}</h1>
        <Subtitle>{address}</Subtitle>
      </header>
      <StepsBar current={step} steps={STEP_TITLES} />
      {/* Ringed when a keyboard moved on to the step (index.html's [tabindex='-1'] rule), as the page headings are. */}
      <section ref={body} tabIndex={-1} aria-label={STEP_TITLES[step]} style={{ outlineOffset: 4 }}>
        {children}
      </section>
    </div>
  );
}

/** Where the finished screen's Extend goes: the driver's /bookings, or a guest's own signed link. */
function extendLinkOf(receipt: ReceiptData, signedIn: boolean): string | undefined {
  if (signedIn && receipt.sessionId) return `/bookings?extend=${encodeURIComponent(receipt.sessionId)}`;
  if (!signedIn && receipt.guestToken) return `/bookings/guest/${encodeURIComponent(receipt.guestToken)}`;
  return undefined;
}
