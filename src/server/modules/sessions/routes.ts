import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  Code,
  DateInput,
  Deleted,
  envelope,
  envelopeBody,
  Id,
  IdParams,
  Money,
  numeric,
  OptionalId,
  Plate,
  PlateState,
  success,
  successBody,
  Timestamp,
} from '../../schemas/common';
import { Location, Session, Zone } from '../../schemas/entities';
import { defineRoutes } from '../../schemas/route';
import { MESSAGES, tooManyCodeAttempts } from '../../../shared/messages';
import { createLocationsService } from '../locations/service';
import { createValidationsService } from '../validations/service';
import { bookingRoutes } from './bookingRoutes';
import { createParkingRightService } from '../parkingRight/service';
import { createCodeSessionsService, RealCodeRefused } from './codes';
import { HttpError } from '../../errors';
import { clientAddressKey } from '../../plugins/rateLimitPolicies';
import { addManualSession } from './manual';
import { createOwnerSessionsService } from './ownerSessions';
import { HistoryPageQuery, NextCursor } from './booking';
import { isWholeCents } from '../../../shared/money';
import { LIMITS } from '../../../shared/limits';

/** PATCH /sessions/{id}: SPEC's manual-session payload, every field optional. */
const SessionCorrection = z.object({
  plateNumber: Plate.optional(),
  state: PlateState.optional(),
  zoneId: Id.optional().describe('another zone of the same location'),
  locationId: Id.optional().describe("when sent, must be the session's location"),
  startTime: DateInput.optional().describe('a session added by hand only'),
  // What Add Session's 10-character field can hold.
  totalCost: numeric(
    Money.max(LIMITS.sessionCostMaxCents / 100, MESSAGES.sessionCostTooLarge).refine(isWholeCents, { message: MESSAGES.wholeCents }),
  )
    .optional()
    .describe('dollars; a session added by hand only (its end follows, as when it was added)'),
  // Any value: SPEC's payload carries them, the server decides both.
  rate: z.unknown().optional().describe("accepted and ignored: the rate is the zone's price"),
  zoneNumber: z.unknown().optional().describe('accepted and ignored: the zone decides it'),
});

const SessionBody = envelope(Session);
/** A free session of the guest and member pages; beyond SPEC's fields, the lot's time zone to show its end in. */
const CodeSession = Session.extend({
  timeZone: z.string().optional().describe("the location's IANA time zone (the session ends when the day ends there)"),
});

/** SPEC section 7 "Sessions", with the enforcer's plate status and the member-code use. */
const routes: FastifyPluginAsyncZod = async (app) => {
  const route = defineRoutes(app, 'sessions');
  const parkingRight = createParkingRightService(app.deps);
  const ownerSessions = createOwnerSessionsService({ db: app.deps.db, live: app.deps.live });
  await app.register(bookingRoutes);
  const codeSessions = createCodeSessionsService({
    db: app.deps.db,
    validations: createValidationsService({ db: app.deps.db, locations: createLocationsService(app.deps) }),
    live: app.deps.live,
  });

  /**
   * Guest and member codes are short: every try counts against the caller's address and the
   * location ('parking-code' in rateLimitPolicies.ts) before the code is looked at, so a right code
   * is refused too once the address has spent its tries, and once the location's budget is spent
   * only an address with no wrong code of its own in the window may try. What was not a wrong guess
   * gives its hits back: a success, and a real code refused as used up or out of its dates
   * (RealCodeRefused). Only a refusal of the caller's input (4xx) stays counted, not a server fault.
   * An IPv6 caller is counted per /64 (clientAddressKey): a fresh address must not be one a client
   * can mint per guess.
   */
  async function limitCodeTries<T>(req: FastifyRequest, reply: FastifyReply, locationId: string, run: () => Promise<T>): Promise<T> {
    const ip = clientAddressKey(req.ip);
    const rules = await app.rateLimiter.enforce(reply, 'parking-code', { ip, location: locationId }, tooManyCodeAttempts);
    let result: T;
    try {
      result = await run();
    } catch (err) {
      const wrongGuess = err instanceof HttpError && err.statusCode < 500 && !(err instanceof RealCodeRefused);
      if (!wrongGuess) await app.rateLimiter.takeBack(rules);
      throw err;
    }
    await app.rateLimiter.takeBack(rules);
    return result;
  }

  route({
    method: 'GET',
    url: '/sessions',
    operationId: 'getSessions',
    summary:
      "Sessions at the signed-in owner's locations (odogwu: every location), newest start first (then id), a page at a time; locationId narrows to one own location",
    access: 'manageLocations',
    querystring: HistoryPageQuery.extend({ locationId: Id.optional() }),
    response: {
      200: success({
        results: z.number().int().describe('sessions on this page'),
        data: z.object({ sessions: z.array(Session) }),
        nextCursor: NextCursor,
      }),
    },
    errors: [404],
    handler: async (req) => {
      const page = await ownerSessions.list(req.user, req.query);
      return successBody({ results: page.sessions.length, data: { sessions: page.sessions }, nextCursor: page.nextCursor });
    },
  });
  route({
    method: 'GET',
    url: '/sessions/:id',
    operationId: 'getSessionById',
    summary: 'One session of the signed-in user, or at a location the user manages (404 for any other)',
    access: 'signedIn',
    params: IdParams,
    response: { 200: SessionBody },
    errors: [404],
    handler: async (req) => envelopeBody(await ownerSessions.get(req.user, req.params.id)),
  });
  route({
    method: 'POST',
    url: '/sessions/code',
    operationId: 'useMemberCode',
    summary:
      "Member-code page: a member plate with its code (the location's, or its owner's valid everywhere, valid_until_date not passed) parks free in the zone until the day ends at the lot; a repeat answers the same session; 400 with the SPEC message when refused; 429 after too many wrong codes per address or location",
    access: 'public',
    body: z.object({
      code: Code,
      locationId: Id,
      zoneId: Id,
      plateNumber: Plate,
      state: PlateState.optional().describe("beyond the spec's payload: the plate's state, kept on the session"),
    }),
    blank: { code: MESSAGES.memberCodeInvalid, plateNumber: MESSAGES.memberPlateStateRequired, state: MESSAGES.memberPlateStateRequired },
    response: { 200: success({ success: z.boolean(), message: z.string(), session: CodeSession.optional() }) },
    errors: [404, 429],
    handler: async (req, reply) => {
      const { session } = await limitCodeTries(req, reply, req.body.locationId, () => codeSessions.useMemberCode(req.body));
      return reply.send(successBody({ success: true, message: MESSAGES.parkingConfirmed, session }));
    },
  });
  route({
    method: 'POST',
    url: '/sessions/status',
    operationId: 'getVehicleStatus',
    summary: 'Enforcer plate search at a serviced location',
    access: 'service',
    body: z.object({
      license: Plate,
      // A plausible instant, as request dates are (schemas/common.ts): beyond year 9999 no ISO string can write it (a 500 before).
      currentTime: numeric(
        z
          .number()
          .int()
          .nonnegative()
          .max(Date.UTC(2999, 11, 31, 23, 59, 59, 999)),
      )
        .optional()
        .describe(
          "ms since the epoch: the moment the verdict is about; left out, the server's clock (our enforcer page leaves it out, so a phone's clock set wrong changes nothing)",
        ),
      locationId: Id,
    }),
    blank: { license: MESSAGES.enforcerPlateRequired },
    // No envelope: SPEC's own `status` field is the plate's status here.
    response: {
      200: z.object({
        success: z.boolean().describe('false when no parking right was found at all (message says so)'),
        message: z.string().describe('the reason line, e.g. "paid until 2:30 PM" (times in the location\'s zone)'),
        session: Session.extend({
          stoppedAt: Timestamp.optional().describe('beyond the spec: when the driver ended it early (its right ended then)'),
          refunded: z.number().nonnegative().optional().describe('beyond the spec: dollars given back (ending early)'),
        }).nullable(),
        status: z.enum(['valid', 'expired', 'not_found']),
        zone: Zone.nullable(),
        reason: z.string().optional().describe('the same reason line'),
        basis: z
          .enum(['session', 'member', 'vendor', 'grace', 'lapsed', 'none'])
          .optional()
          .describe('what the decision rests on: a session, a membership, a vendor list, a grace period, a lapsed right, nothing'),
        changesAt: z.iso
          .datetime()
          .optional()
          .describe(
            'beyond the spec: when this answer stops holding by the clock alone (a valid session’s end, a grace period’s end); absent when only a change to the records can change it',
          ),
        similar: z
          .array(z.string())
          .optional()
          .describe(
            'beyond the spec: plates that may park here now and differ from the one asked only by O/0 or I/1 (a misread plate); absent when none, or when Valid',
          ),
        location: Location.optional(),
        checkId: Id.optional().describe('the recorded plate check'),
      }),
    },
    errors: [404],
    // Every check is recorded (plate_checks): who checked, when, and what they were told.
    handler: async (req) => parkingRight.check(req.user, req.body),
  });
  route({
    method: 'POST',
    url: '/sessions/add',
    operationId: 'addManualSession',
    summary:
      "Add Session form on the lot revenue page (admin only): a paid manual session in the zone at its rate. SPEC 5's checks in its order, each a 400 with its message; the same entry again within a minute adds nothing and answers 200 with the session it added",
    access: 'management',
    errorField: true,
    // Loose on purpose: SPEC 5's checks run in their order with their own messages (shared/manualSession.ts).
    body: z.object({
      plateNumber: z.unknown().optional().describe('1 to 8 letters and digits (upper-cased)'),
      state: z.unknown().optional().describe('two letters (upper-cased)'),
      zoneId: z.unknown().optional().describe('the zone; the session takes its location and rate'),
      startTime: z.unknown().optional().describe('ISO date or date-time'),
      totalCost: z.unknown().optional().describe('dollars, as a number or the typed text (up to 10 characters, 2 decimals)'),
      locationId: Id.optional().describe("when sent, must be the zone's location"),
    }),
    response: {
      201: success({ session: Session }),
      200: success({
        session: Session,
        alreadyAdded: z.literal(true).describe('beyond the spec: this entry was added within the last minute; nothing was added twice'),
      }),
    },
    errors: [404],
    handler: async (req, reply) => {
      // 200: the same entry submitted again within a minute, answered with the session it added.
      const { session, created } = await addManualSession(app.deps.db, req.body, app.deps.live);
      return created
        ? reply.status(201).send(successBody({ session }))
        : reply.status(200).send(successBody({ session, alreadyAdded: true }));
    },
  });
  route({
    method: 'POST',
    url: '/sessions/validate',
    operationId: 'validateGuestParking',
    summary:
      "Guest registration with an unexpired vendor's code of the location (that vendor's when vendorId is sent) or a validation code in its window and use limit: a free session until the day ends at the lot, with a short referenceNumber; a repeat answers the same session; 400 when refused (nothing written); 429 after too many wrong codes per address or location",
    access: 'public',
    body: z.object({
      code: Code.toUpperCase(),
      locationId: Id,
      licensePlate: Plate,
      licenseState: PlateState,
      vendorId: OptionalId.describe('the vendor whose code it is; empty or left out: any vendor of the location, or a validation code'),
    }),
    response: { 201: success({ session: CodeSession }) },
    errors: [404, 429],
    handler: async (req, reply) => {
      const { session } = await limitCodeTries(req, reply, req.body.locationId, () => codeSessions.validateGuest(req.body));
      return reply.status(201).send(successBody({ session }));
    },
  });
  route({
    method: 'PATCH',
    url: '/sessions/:id',
    operationId: 'updateSession',
    summary:
      'Correct a session at an own location: plate, state and zone (of the same location) of any session; start and total cost of one added by hand only (409 for a booking, guest or member session)',
    access: 'manageLocations',
    params: IdParams,
    body: SessionCorrection,
    response: { 200: SessionBody },
    errors: [404, 409],
    handler: async (req) => envelopeBody(await ownerSessions.correct(req.user, req.params.id, req.body)),
  });
  route({
    method: 'DELETE',
    url: '/sessions/:id',
    operationId: 'deleteSession',
    summary: 'Remove a session added by hand, or a free guest or member session, at an own location (a booking paid online: 409)',
    access: 'manageLocations',
    params: IdParams,
    response: { 200: Deleted },
    errors: [404, 409],
    handler: async (req) => {
      await ownerSessions.remove(req.user, req.params.id);
      return successBody({ message: MESSAGES.sessionDeleted });
    },
  });
};
export default routes;
