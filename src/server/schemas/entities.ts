import { z } from 'zod';
import { VALET_STATUSES, TRANSMISSION_TYPES } from '../../shared/valet';
import { Cents, DayString, Id, Timestamp } from './common';

/**
 * Response shapes of SPEC section 3, with its field names (archieved, overlaps_t, valid_until_date).
 * Locations carry both `_id` and `id` because the spec's screens read either.
 */

export const LocationPoint = z.object({
  type: z.literal('Point'),
  coordinates: z.array(z.number()).length(2).describe('[longitude, latitude]'),
});

export const LocationRef = z.object({ name: z.string(), address: z.string() });

export const Location = z.object({
  _id: Id,
  id: Id,
  name: z.string(),
  address: z.string(),
  place_id: z.string().nullable(),
  phoneNumber: z.string().nullable(),
  location_point: LocationPoint,
  archieved: z.boolean().describe('true means inactive'),
  userId: Id.describe('owner'),
  timeZone: z.string().describe('IANA zone the location shows its dates in'),
  graceMinutes: z
    .number()
    .int()
    .optional()
    .describe('beyond the spec: minutes after a booking ends that the enforcer check still answers Valid (grace)'),
  lotName: z.string().nullable().optional(),
  lotAddress: z.string().nullable().optional(),
  lotCity: z.string().nullable().optional(),
  lotState: z.string().nullable().optional(),
  lotRevenue: z.number().nullable().optional(),
  lotCapacity: z.number().int().nullable().optional(),
  lotOccupancy: z.number().int().nullable().optional(),
  createdAt: Timestamp,
});

export const NearbyLocation = Location.extend({ distance: z.number().describe('kilometres from the given point (3 decimals)') });

export const Zone = z.object({
  _id: Id,
  locationId: Id,
  zoneNumber: z.string(),
  price: z.number().describe('dollars (stored as integer cents)'),
  isHourly: z.boolean(),
  openTime: z.string().describe('HH:MM'),
  closeTime: z.string().describe('HH:MM'),
  archieved: z.boolean().describe('true means closed'),
});

/** A parking session: a paid booking, a manual entry, a member-code or guest-validation session. */
export const Session = z.object({
  _id: Id,
  plateNumber: z.string(),
  state: z.string(),
  startTime: Timestamp,
  endTime: Timestamp,
  createdAt: Timestamp,
  rate: z.number(),
  days: z.number().int().describe('0 means hourly rate, otherwise daily'),
  hours: z.number().optional(),
  fees: z.number().optional(),
  zoneId: Id.nullable(),
  locationId: Id,
  zoneNumber: z.string().optional().describe('absent for code sessions (shown as CODE)'),
  locationName: z.string(),
  locationAddress: z.string(),
  totalCost: z.number(),
  isHourly: z.boolean(),
  paid: z.boolean(),
  referenceNumber: z.string().optional().describe('guest validation reference'),
  user: z.string().optional().describe('user id, or the guest marker'),
  vehicleId: Id.optional(),
  vehiclePlate: z.string().optional().describe("the driver's bookings: plateNumber again, under SPEC 3's booking-session name"),
  vehicleState: z.string().optional().describe("the driver's bookings: state again, under SPEC 3's booking-session name"),
  vehicleMake: z.string().optional(),
  vehicleModel: z.string().optional(),
  vehicleYear: z.string().optional(),
  kind: z
    .enum(['booking', 'manual', 'member', 'guest'])
    .optional()
    .describe('beyond the spec: a booking paid online, a session added by hand (Add Session), or a free member or guest session'),
});

export const Vehicle = z.object({
  _id: Id,
  vehiclePlate: z.string(),
  vehicleState: z.string(),
  vehicleMake: z.string().nullable(),
  vehicleModel: z.string().nullable(),
  vehicleYear: z.string().nullable(),
  vehicleDescription: z.string().nullable(),
  vehicleImageUrl: z.string().nullable(),
});

export const VehicleLookup = z.object({
  status: z.enum(['ok', 'not_found']),
  content: z.object({
    make: z.string().nullable(),
    model: z.string().nullable(),
    year: z.string().nullable(),
    vin_data: z.object({ NCSABodyType: z.string().nullable() }),
  }),
});

export const ValidationCode = z.object({
  _id: Id,
  location: LocationRef,
  locationId: Id,
  code: z.string(),
  startDate: Timestamp,
  endDate: Timestamp,
  maxUses: z.number().int().nullable().optional().describe('beyond the spec: how often the code may be redeemed; null: no limit'),
  uses: z.number().int().optional().describe('beyond the spec: how often it was redeemed'),
  lastUsedAt: Timestamp.nullable().optional().describe('beyond the spec: its last redemption'),
});

export const Member = z.object({
  _id: Id,
  plate: z.string(),
  code: z.string(),
  overlaps_t: z.number().int(),
  valid_until_date: DayString,
  name: z.string().nullable(),
  locationId: Id.nullable().describe('null: valid at every location of the owner'),
});

export const Event = z.object({
  _id: Id,
  location: LocationRef,
  locationId: Id,
  eventName: z.string(),
  startDate: Timestamp,
  endDate: Timestamp,
  spotCount: z.number().int(),
  timeZone: z.string().optional().describe("beyond the spec: the location's IANA zone, to show the dates in"),
});

export const ValetStatus = z.enum(VALET_STATUSES);
export const TransmissionType = z.enum(TRANSMISSION_TYPES);

export const Valet = z.object({
  _id: Id,
  ticketNumber: z.string(),
  phoneNumber: z.string(),
  plateNumber: z.string(),
  state: z.string(),
  make: z.string(),
  model: z.string().nullable(),
  color: z.string(),
  description: z.string().nullable(),
  isHourly: z.boolean(),
  price: Cents,
  firstName: z.string(),
  lastName: z.string().nullable(),
  email: z.string().nullable(),
  totalCost: Cents.describe('cents'),
  transmissionType: TransmissionType,
  status: ValetStatus,
  paid: z.boolean(),
  parkedBy: z.string().nullable(),
  parkedLocation: z.string().nullable(),
  locationName: z.string().nullable(),
  locationAddress: z.string().nullable(),
  createdAt: Timestamp,
  // Beyond the spec (issue 11): what the desk and the customer pages need to show without doing sums.
  locationId: Id.nullable(),
  updatedAt: Timestamp,
  tip: Cents.describe('cents: the tip added when paying online; 0 when none'),
  estimatedTotal: Cents.describe('cents: what the ticket costs now (an hourly ticket per started hour), tip excluded'),
  requestedAt: Timestamp.nullable().describe('when the customer last requested the car, while it is requested'),
  readyEstimateMinutes: z
    .number()
    .nullable()
    .describe("the location's recent median minutes from request to ready (null when it has none)"),
});

/** Beyond the spec: a ticket as the desk's grid draws it (GET /valets/grid), a tenth of the whole ticket's bytes. */
export const ValetGridTicket = Valet.pick({ _id: true, ticketNumber: true, status: true, paid: true, requestedAt: true });

export const ValetEvent = z.object({
  fromStatus: ValetStatus.nullable(),
  toStatus: ValetStatus,
  paid: z.boolean().describe('the ticket counted as paid after this change'),
  at: Timestamp,
  actor: z.enum(['staff', 'customer', 'payment']),
  actorName: z.string().nullable().describe('the staff member (customers and payments have none)'),
});

export const PlateEntry = z.object({ number: z.string(), state: z.string() });

export const Vendor = z.object({
  _id: Id,
  locationId: Id,
  name: z.string(),
  code: z.string(),
  expirationDate: Timestamp,
  plates: z.array(PlateEntry),
  plateCount: z.number().int().optional().describe('beyond the spec: how many plates the vendor has (also when the list leaves them out)'),
});

export const LotRevenue = z.object({
  locationId: Id,
  locationName: z.string(),
  locationAddress: z.string(),
  totalCost: z.number().describe("dollars: the lot's paid sessions of the month (its own time zone), less refunds"),
  totalCostPlus: z.number().describe('dollars: the same for the month before, the comparison base'),
  revenueChangePercentage: z.number().describe('percent change from the month before (one decimal; 100 from nothing)'),
});

/** Beyond the spec: one entry of /revenue/update (kept, never overwritten). */
export const RevenueAdjustment = z.object({
  _id: z.string(),
  amount: z.number().describe('dollars'),
  note: z.string().nullable(),
  countsAt: Timestamp.describe('when the revenue was taken: it counts in that month of the lot'),
  createdAt: Timestamp,
  userId: z.string().nullable().describe('who recorded it'),
  enteredBy: z
    .string()
    .nullable()
    .optional()
    .describe("beyond the spec: the name of who recorded it (a lot's month lists it; null: that account is gone)"),
});

export const RevenueSummary = z.object({
  vendorLocations: z.array(Location).describe("the caller's lots (odogwu: every lot)"),
  totalLocationRevenue: z.array(LotRevenue),
  totalLocationCount: z.number().int(),
  totalLocationRevenueAllTime: z.number().describe('dollars: every paid session of these lots, less refunds'),
  vendorTotalRevenue: z.number().describe("dollars: the month's revenue of all these lots"),
  revenueChange: z.number().describe('percent change of vendorTotalRevenue from the month before'),
});

export const VendorLocation = z.object({
  _id: Id,
  locationId: Id,
  name: z.string(),
  isActive: z.boolean(),
  lastPayDate: Timestamp.nullable(),
  description: z.string().nullable(),
  createdAt: Timestamp,
  timeZone: z.string().describe("beyond the spec: the location's IANA time zone, in which its dates are shown"),
  revenuePerMonth: z.number().describe('subscription price per month, dollars'),
  totalAmount: z.number().describe('dollars paid so far'),
  numberOfPayments: z.number().int(),
});

export const PlaceSuggestion = z.object({
  place_id: z.string(),
  description: z.string(),
  latitude: z.number(),
  longitude: z.number(),
  state: z.string().nullable().describe('two-letter US state, when known'),
});
