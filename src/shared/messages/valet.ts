import { LIMITS } from '../limits';
import { formatUsd } from '../money';

/** Valet staff and valet customers. */
export const VALET_MESSAGES = {
  // Valet
  valetReadyForYou: 'Your car is ready for you.',
  // /valet/review after Unrequest Car: the request is withdrawn (no dialog, so said on the page).
  valetUnrequested: 'Your request is cancelled. Press Request Your Car when you want your car.',
  valetReady: 'Your car is ready.',
  valetRequestedTitle: 'Requested!',
  valetRequestedBody: 'You will be notified when your vehicle is ready!',
  valetAlreadyPaid: 'Already paid',
  valetTicketPaid: 'Ticket Paid!',
  // A ticket just handed in (entry): SPEC 4 counts it as paid, yet nothing has been taken.
  valetNothingYetTitle: 'Nothing to pay yet',
  valetNothingYetBody: 'Your car is being parked. You can pay here once it is parked, or pay the valet staff in cash when you pick it up.',
  valetCashPrompt: 'Please provide the cash payment to the Valet staff or simply press button below to pay online',
  valetParkedByRequired: 'Please enter who parked the car',
  valetParkedLocationRequired: 'Please enter where the car is parked',
  valetPaymentTitle: 'OPS Valet Payment',
  // Beyond the spec: refusals the server gives (SPEC 8: "Valet calls: the error's message in red").
  valetNotFound: 'Valet ticket not found.',
  valetNotStaffStatus: 'Staff can set a ticket to parked, ready, paid or completed only.',
  valetNotForPhone: 'This ticket does not belong to that phone number.',
  valetTicketClosed: 'This ticket is no longer open.',
  valetNoLocation: 'Add a location before creating valet tickets.',
  valetNothingToPay: 'Nothing to pay for this ticket.',
  valetPaymentNotForValet: 'This payment is not for a valet ticket.',
  valetFieldsRequired: 'Please fill out ticket number, phone, plate, state, make, color and first name.',
  valetReceiptEmailRequired: 'Please provide a valid email address',
  valetPhoneRequired: 'Please enter the customer phone number',
  valetDeleted: 'Ticket deleted.',
  valetDeletePaid: 'A ticket that has been paid cannot be deleted.',
  valetReceiptUnpaid: 'This ticket has not been paid yet.',
  valetEmailInvalid: 'Please enter a valid email address, or leave it empty.',
  valetPriceInvalid: 'Please enter the price in dollars and cents (e.g. 12.50).',
  // Complete! pressed on a ticket not paid (beyond the spec: asked before it is finished unpaid).
  valetCompleteUnpaidTitle: 'This ticket is not paid.',
  valetCompleteUnpaidBody: 'Complete it without payment? To take cash first, press Cancel, then CASH PAYMENT.',
  valetCompleteUnpaidOk: 'Complete without payment',
  // A status button on a completed ticket (SPEC 4 shows them all): it reopens the ticket, so it is asked first.
  valetReopenTitle: 'This ticket is completed.',
  valetReopenBody: 'Reopen it? The car was handed back; reopen only if that was a mistake.',
  valetReopenOk: 'Reopen ticket',
  // A staff save that got no answer from the server (offline: fetch's own "TypeError: Failed to fetch").
  valetNotSaved: 'This change was not saved. Please check the connection and try again.',
  // The customer routes' phone number, read after the field's name ("params.phone: ...").
  valetPhoneDigits: `up to ${LIMITS.phoneMax} digits (spaces, dashes, dots, parentheses and a leading +1 are left out)`,
} as const;

export const noValetTickets = (phone: string): string => `No Tickets found for this number: ${phone}`;
export const valetReceiptTitle = (ticket: string): string => `Receipt for #${ticket}`;
export const valetTransitionRefused = (from: string, to: string): string => `A ticket that is ${from} cannot be set to ${to}.`;
/** A staff tap made on a ticket that another tap (or the customer) has moved on since the page showed it. */
export const valetMovedOn = (now: string): string =>
  `This ticket has changed since it was shown here: it is now ${now}. Check it before you tap again.`;
export const valetTicketNumberTaken = (ticket: string): string => `Ticket #${ticket} is already open.`;
export const valetReceiptSentTo = (email: string): string => `Receipt sent to ${email}`;

const DROPPED_NAMED = 5;
/**
 * Under the valet receipt's email field when it dropped characters the customer typed (SPEC 5 keeps
 * letters, digits, @ and the dot): which ones, and that the receipt goes to the address shown, not
 * the one typed ("mary-jane_o@my-company.com" would reach maryjaneo@mycompany.com).
 */
export const valetReceiptEmailDropped = (dropped: readonly string[]): string => {
  const names = [...new Set(dropped.map((ch) => (/\s/.test(ch) ? 'spaces' : `'${ch}'`)))];
  const shown = names.length > DROPPED_NAMED ? [...names.slice(0, DROPPED_NAMED), 'other characters'] : names;
  const list = shown.length > 1 ? `${shown.slice(0, -1).join(', ')} or ${shown[shown.length - 1]!}` : (shown[0] ?? '');
  return `This field cannot send ${list}. Check the address before sending: the receipt goes to exactly what is shown.`;
};

/** Labels of the valet desk and the customer pages (SPEC 2 wording where it gives one). */
export const VALET_TEXT = {
  // Beyond the spec: the desk's lookup found no open ticket for the number and opened New Ticket.
  noOpenTicketFor: (phone: string) => `No open ticket for ${phone}. Fill in a new one below.`,
  deskTitle: 'Valet',
  phoneLabel: 'Customer Phone Number',
  submit: 'Submit',
  totalCars: 'Total Cars',
  parked: 'Parked',
  requested: 'Requested',
  todaysRevenue: "Today's Revenue",
  medianReady: 'Request to ready (median)',
  noTicketsToday: 'No tickets yet today.',
  // /valet: customers are waiting for their cars (the grid lists those tickets first).
  requestsWaiting: (n: number) => (n === 1 ? 'A customer is waiting for their car.' : `${n} customers are waiting for their cars.`),
  showRequest: 'Show',
  newTicket: 'New Ticket',
  // A new ticket for a number that has one open: the same car handed in twice, or a second car.
  openTicketTitle: 'This number already has an open ticket',
  openTicketBody: (ticket: string, phone: string) =>
    `Ticket #${ticket} is still open for ${phone}. Open #${ticket} if it is the same car, or create another ticket for a second car: the customer's page then lists both cars.`,
  openExisting: (ticket: string) => `Open #${ticket}`,
  createAnother: 'Create another ticket',
  // A new ticket for a plate that has one open on another number: one car, one ticket.
  sameCarTitle: 'This car already has an open ticket',
  sameCarBody: (plate: string) =>
    `${plate} already has an open ticket today. Open it if it is the same car (the phone number may have been typed differently), or create another ticket.`,
  // A number with several open tickets (cars handed in on one phone): the desk lists them all.
  openTicketsTitle: (count: number) => `This number has ${count} open tickets`,
  openTicketsHint: 'Open the ticket of the car you mean, or create another ticket for a further car.',
  openTicketsBody: (phone: string) =>
    `These tickets are still open for ${phone}. Open one if it is the same car, or create another ticket for a further car: the customer's page then lists every car.`,
  editTicket: 'Edit Ticket',
  edit: 'Edit',
  createTicket: 'Create Ticket',
  updateTicket: 'Update Ticket',
  saving: 'Saving...',
  ticketNumber: 'Ticket Number',
  phoneNumber: 'Phone Number',
  plateNumber: 'License Plate',
  state: 'State',
  make: 'Make',
  model: 'Model',
  color: 'Color',
  description: 'Description',
  firstName: 'First Name',
  lastName: 'Last Name',
  email: 'Email',
  hourly: 'Hourly',
  // Beside the Hourly switch, in the row that toggles it: which way it is set.
  hourlyOn: 'Price per hour',
  hourlyOff: 'Flat price',
  price: 'Price',
  transmission: 'Transmission',
  status: 'Status',
  parkedBy: 'Parked by',
  parkedLocation: 'Parked at',
  whoParked: 'Who parked the car?',
  whereParked: 'Where is the car parked?',
  save: 'Save',
  cancel: 'Cancel',
  showQr: 'Customer link QR',
  printQr: 'Print',
  requestYourCar: 'Request Your Car',
  unrequestCar: 'Unrequest Car',
  payOnline: 'Pay Online',
  payCash: 'Pay Cash',
  estTotal: 'Est. Total',
  location: 'Location',
  tip: 'Add a tip',
  noTip: 'No tip',
  receipt: 'Receipt',
  back: 'Back',
  thankYou: 'Thank You!',
  receiptEmailLabel: 'Email for your receipt',
  done: 'Done',
  ok: 'OK',
  tipPercent: (percent: number) => `${percent}%`,
  totalPaid: 'Total Paid',
  // The pay page's lines under Est. Total: the chosen tip and what the Pay button charges.
  tipLine: 'Tip',
  totalToPay: 'Total to pay',
  vehicle: 'Vehicle',
  // A phone number with several open tickets (two cars handed in on it): the review page lists them.
  carsOnNumber: (count: number) => `${count} cars are on this number. Pick the one to see, pay for or request:`,
  carsOnNumberLabel: 'Your cars on this number',
  // Beside a listed car's status when it was paid (a requested car may be paid already).
  carPaid: 'Paid',
  payAmount: (amount: string) => `Pay ${amount}`,
  readyEstimate: (minutes: number) => `Usually ready about ${minutes} min after you request it.`,
  requestedMinutesAgo: (minutes: number) => `requested ${minutes} min ago`,
  // Staff desk (beyond SPEC 2's wording).
  dayStats: "Today's tickets",
  ticketGrid: 'Tickets',
  ticketTitle: (ticket: string) => `Ticket #${ticket}`,
  // Begins with what the button shows ("#1001 ENTRY"), so a name spoken or searched for finds it (WCAG 2.5.3).
  openTicket: (ticket: string, status: string) => `#${ticket} ${status}`,
  customer: 'Customer',
  pricing: 'Pricing',
  hourlyPrice: (price: string) => `${price} per hour`,
  flatPrice: (price: string) => `${price} flat`,
  statusButtons: 'Ticket status',
  history: 'History',
  noHistory: 'No status changes yet.',
  byCustomer: 'customer',
  byPayment: 'online payment',
  priceHint: 'In dollars, e.g. 12.50',
  // Under an empty Price: the ticket would have nothing to pay.
  priceEmpty: 'No price: this ticket will be free. In dollars, e.g. 12.50',
  parkedTitle: 'Car parked',
  close: 'Close',
  qrTitle: 'Customer link',
  qrHint: 'The customer scans this to see the ticket, pay and request the car.',
  qrAlt: (ticket: string) => `QR code of the customer link for ticket ${ticket}`,
  qrFailed: 'The QR code could not be drawn. The link below works the same.',
  none: '—',
  minutes: (minutes: number) => `${minutes} min`,
} as const;

/** What a valet receipt email says: only stored facts (the date already in the location's time zone). */
export interface ValetReceiptFacts {
  ticketNumber: string;
  date: string;
  location: { name: string; address: string } | null;
  plate: string;
  state: string;
  vehicle: string;
  /** The ticket's charge and the tip, in cents. */
  totalCents: number;
  tipCents: number;
  paidOnline: boolean;
}

/** The valet receipt email (POST /contact/valetReceipt): subject and plain text. */
export function valetReceiptMail(f: ValetReceiptFacts): { subject: string; text: string } {
  const lines = [
    'Thank You!',
    '',
    `Here is your valet receipt for ticket #${f.ticketNumber}.`,
    '',
    `Date: ${f.date}`,
    ...(f.location ? [`Location: ${f.location.name}`, `Address: ${f.location.address}`] : []),
    `Vehicle: ${f.vehicle}`,
    `License plate: ${f.plate} (${f.state})`,
    `Valet: ${formatUsd(f.totalCents)}`,
    ...(f.tipCents > 0 ? [`Tip: ${formatUsd(f.tipCents)}`] : []),
    `Total paid: ${formatUsd(f.totalCents + f.tipCents)}${f.paidOnline ? ' (online)' : ' (cash)'}`,
  ];
  const place = f.location ? f.location.name.replace(/[\r\n]+/g, ' ').trim() : 'Valet';
  return { subject: `Your valet receipt: ${place}, ticket #${f.ticketNumber}`, text: `${lines.join('\n')}\n` };
}
