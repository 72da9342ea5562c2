/** Valet staff and valet customers. */
export const VALET_MESSAGES = {
  // Valet
  valetReadyForYou: 'Your car is ready for you.',
  valetReady: 'Your car is ready.',
  valetRequestedTitle: 'Requested!',
  valetRequestedBody: 'You will be notified when your vehicle is ready!',
  valetAlreadyPaid: 'Already paid',
  valetTicketPaid: 'Ticket Paid!',
  valetCashPrompt: 'Please provide the cash payment to the Valet staff or simply press button below to pay online',
  valetParkedByRequired: 'Please enter who parked the car',
  valetParkedLocationRequired: 'Please enter where the car is parked',
  valetPaymentTitle: 'OPS Valet Payment',
} as const;

export const noValetTickets = (phone: string): string => `No Tickets found for this number: ${phone}`;
export const valetReceiptTitle = (ticket: string): string => `Receipt for #${ticket}`;
