import type { FindValetByPhoneApiResponse } from '../../api/generated/valets';

/** One open ticket of a phone number, as POST /valets/get lists them (`tickets`, newest first). */
export type OpenTicketChoice = FindValetByPhoneApiResponse['tickets'][number];

/** A ticket as POST /valets/get lists it among a number's open tickets. */
export function openTicketChoice(t: Pick<OpenTicketChoice, keyof OpenTicketChoice>): OpenTicketChoice {
  return {
    _id: t._id,
    ticketNumber: t.ticketNumber,
    plateNumber: t.plateNumber,
    make: t.make,
    color: t.color,
    status: t.status,
    paid: t.paid,
  };
}
