import type { ValetDay, ValetTicket } from '../../api/enhanced/valets';
import type { GetLocationByIdApiResponse } from '../../api/generated/locations';
import type { FindValetByPhoneApiResponse, GetValetEventsApiResponse } from '../../api/generated/valets';
import { openTicketChoice } from './openTicketChoice';

const MINUTE = 60_000;

/** A ticket as the API answers it; `over` changes what a story or test needs. */
export function sampleTicket(over: Partial<ValetTicket> = {}): ValetTicket {
  return {
    _id: 'valet-1',
    ticketNumber: '101',
    phoneNumber: '5551234567',
    plateNumber: 'ABC1234',
    state: 'NY',
    make: 'Toyota',
    model: 'Camry',
    color: 'Silver',
    description: 'Roof rack',
    isHourly: false,
    price: 2500,
    firstName: 'Ada',
    lastName: 'Lovelace',
    email: 'ada@example.com',
    totalCost: 2500,
    transmissionType: 'Automatic',
    status: 'entry',
    paid: false,
    parkedBy: null,
    parkedLocation: null,
    locationName: 'Main Street Garage',
    locationAddress: '12 Main St, New York, NY',
    createdAt: '2026-11-23T14:00:00.000Z',
    locationId: 'loc-1',
    updatedAt: '2026-11-23T14:00:00.000Z',
    tip: 0,
    estimatedTotal: 2500,
    requestedAt: null,
    readyEstimateMinutes: null,
    ...over,
  };
}

/** The sample ticket's location (GET /locations/loc-1): the history reads its time zone. */
export const SAMPLE_VALET_LOCATION: GetLocationByIdApiResponse['data']['location'] = {
  _id: 'loc-1',
  id: 'loc-1',
  name: 'Main Street Garage',
  address: '12 Main St, New York, NY',
  place_id: 'place-valet-1',
  phoneNumber: '2125550100',
  location_point: { type: 'Point', coordinates: [-73.9857, 40.7484] },
  archieved: false,
  userId: 'u-odogwu',
  timeZone: 'America/New_York',
  createdAt: '2026-01-10T12:00:00.000Z',
};

/** A requested ticket whose request is `minutes` old (from `now`). */
export function requestedTicket(minutes: number, over: Partial<ValetTicket> = {}, now: Date = new Date()): ValetTicket {
  return sampleTicket({
    status: 'requested',
    parkedBy: 'Sam',
    parkedLocation: 'Level 2, B14',
    requestedAt: new Date(now.getTime() - minutes * MINUTE).toISOString(),
    ...over,
  });
}

/** One ticket per display status (ready shown as paid and as unpaid), plus two aged requests. */
export function sampleTickets(now: Date = new Date()): ValetTicket[] {
  const parked = { parkedBy: 'Sam', parkedLocation: 'Level 2, B14' };
  return [
    sampleTicket({ _id: 'v-entry', ticketNumber: '101', status: 'entry' }),
    sampleTicket({ _id: 'v-parked', ticketNumber: '102', status: 'parked', ...parked }),
    requestedTicket(2, { _id: 'v-req-fresh', ticketNumber: '103' }, now),
    requestedTicket(7, { _id: 'v-req-waiting', ticketNumber: '104' }, now),
    requestedTicket(14, { _id: 'v-req-late', ticketNumber: '105' }, now),
    sampleTicket({ _id: 'v-ready-unpaid', ticketNumber: '106', status: 'ready', paid: false, ...parked }),
    sampleTicket({ _id: 'v-ready-paid', ticketNumber: '107', status: 'ready', paid: true, ...parked }),
    sampleTicket({ _id: 'v-paid', ticketNumber: '108', status: 'paid', paid: true, ...parked }),
    sampleTicket({ _id: 'v-unrequested', ticketNumber: '109', status: 'unrequested', ...parked }),
    sampleTicket({ _id: 'v-completed', ticketNumber: '110', status: 'completed', paid: true, ...parked }),
  ];
}

/** The desk's day: the sample tickets and their totals. */
export function sampleDay(now: Date = new Date()): ValetDay {
  const valets = sampleTickets(now);
  return {
    status: 'success',
    results: valets.length,
    valets,
    totalRequested: valets.filter((v) => v.status === 'requested').length,
    totalParked: valets.filter((v) => v.status === 'parked').length,
    totalRevenue: 123450,
    medianReadyMinutes: 6.5,
  };
}

export const SAMPLE_EVENTS: GetValetEventsApiResponse['events'] = [
  { fromStatus: null, toStatus: 'entry', paid: false, at: '2026-11-23T14:00:00.000Z', actor: 'staff', actorName: 'Val Runner' },
  { fromStatus: 'entry', toStatus: 'parked', paid: false, at: '2026-11-23T14:04:00.000Z', actor: 'staff', actorName: 'Val Runner' },
  { fromStatus: 'parked', toStatus: 'requested', paid: false, at: '2026-11-23T16:30:00.000Z', actor: 'customer', actorName: null },
];

// A ticket as POST /valets/get lists it among its number's open tickets (what the create page makes of the day's list too).
export { openTicketChoice };

/** POST /valets/get's answer for a number with these open tickets, newest first (none: null and []). */
export function lookupAnswer(...open: ValetTicket[]): FindValetByPhoneApiResponse {
  return { status: 'success', valet: open[0] ?? null, tickets: open.map(openTicketChoice) };
}

/** Two cars handed in on one number (#9003 the newer, paid while requested; #9002 parked). */
export function twoCarsOnOneNumber(): ValetTicket[] {
  const phoneNumber = '6175550888';
  return [
    sampleTicket({
      _id: 'v-9003',
      ticketNumber: '9003',
      phoneNumber,
      plateNumber: 'TSL9003',
      make: 'Tesla',
      color: 'White',
      status: 'requested',
      paid: true,
    }),
    sampleTicket({
      _id: 'v-9002',
      ticketNumber: '9002',
      phoneNumber,
      plateNumber: 'HND9002',
      make: 'Honda',
      color: 'Blue',
      status: 'parked',
      parkedBy: 'Sam',
      parkedLocation: 'Level 2, B14',
    }),
  ];
}
