import type { ValetStatus } from '../../../shared/valet';
import type { ValetTicket } from '../../api/enhanced/valets';
import type { GetValetByPhoneApiResponse } from '../../api/generated/valets';
import { openTicketChoice } from '../valet';

/** Sample tickets for the valet customer pages' stories and tests. */
export const SAMPLE_VALET_PHONE = '3125550142';

export const SAMPLE_VALET_TICKET: ValetTicket = {
  _id: 'valet-1',
  ticketNumber: '1042',
  phoneNumber: SAMPLE_VALET_PHONE,
  plateNumber: 'ABC1234',
  state: 'IL',
  make: 'Toyota',
  model: 'Camry',
  color: 'Silver',
  description: null,
  isHourly: false,
  price: 2500,
  firstName: 'Dana',
  lastName: null,
  email: null,
  totalCost: 0,
  transmissionType: 'Automatic',
  status: 'parked',
  paid: false,
  parkedBy: null,
  parkedLocation: null,
  locationName: 'Riverfront Hotel',
  locationAddress: '401 N Wabash Ave, Chicago, IL 60611',
  createdAt: '2026-11-23T18:00:00.000Z',
  locationId: 'loc-river',
  updatedAt: '2026-11-23T18:05:00.000Z',
  tip: 0,
  estimatedTotal: 2500,
  requestedAt: null,
  readyEstimateMinutes: null,
};

/** The sample ticket in another status (and anything else changed). */
export function sampleTicket(status: ValetStatus, more: Partial<ValetTicket> = {}): ValetTicket {
  return { ...SAMPLE_VALET_TICKET, status, ...more };
}

/** GET /valets/pn/{phone}'s answer for a ticket, or for none. */
export function byPhoneAnswer(valet: ValetTicket | null, others: ValetTicket[] = []): GetValetByPhoneApiResponse {
  return { status: 'success', valet, tickets: valet ? [valet, ...others].map(openTicketChoice) : [] };
}

/** A ticket paid online with a tip. */
export const SAMPLE_PAID_ONLINE = sampleTicket('paid', { paid: true, totalCost: 2500, tip: 375 });
/** A ticket requested, with the location's usual wait. */
export const SAMPLE_REQUESTED = sampleTicket('requested', { requestedAt: '2026-11-23T20:00:00.000Z', readyEstimateMinutes: 7 });
