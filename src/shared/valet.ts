/**
 * A valet ticket's states and every rule about moving between them (SPEC sections 4 and 5). The
 * database enum, the API's schemas and checks, the staff desk and the customer pages all read this
 * file, so a rule changed here changes everywhere at once.
 */
export const VALET_STATUSES = ['entry', 'parked', 'ready', 'paid', 'unpaid', 'requested', 'unrequested', 'completed'] as const;
export type ValetStatus = (typeof VALET_STATUSES)[number];

export const TRANSMISSION_TYPES = ['Automatic', 'Stick'] as const;
export type TransmissionType = (typeof TRANSMISSION_TYPES)[number];

/** What a ticket's status is shown as: "ready" reads paid or unpaid (SPEC 4). */
export type ValetDisplayStatus = Exclude<ValetStatus, 'ready'>;

export function valetDisplayStatus(ticket: { status: ValetStatus; paid: boolean }): ValetDisplayStatus {
  if (ticket.status === 'ready') return ticket.paid ? 'paid' : 'unpaid';
  return ticket.status;
}

/**
 * SPEC 4's colours, the very CSS colours it names. "completed transparent" keeps a border so the
 * ticket still reads as a button. `text` is the label colour chosen per background for the higher
 * contrast, each at least 4.5:1 (WCAG AA): white on green 5.1, darkred 10.6, blue 8.6, purple 9.4;
 * black on orange 10.6, darkgrey 9.0 and grey 5.3 (white on grey would be only 4.0).
 */
export const VALET_STATUS_COLORS: Record<ValetDisplayStatus, { background: string; text: string; name: string }> = {
  paid: { background: 'green', text: '#ffffff', name: 'green' },
  unpaid: { background: 'darkred', text: '#ffffff', name: 'dark red' },
  parked: { background: 'orange', text: '#000000', name: 'orange' },
  completed: { background: 'transparent', text: '#1f1f1f', name: 'transparent' },
  requested: { background: 'blue', text: '#ffffff', name: 'blue' },
  unrequested: { background: 'darkgrey', text: '#000000', name: 'dark grey' },
  entry: { background: 'grey', text: '#000000', name: 'grey' },
};
/** "ready" itself (a ticket's raw status, e.g. in a legend): SPEC 4's purple. */
export const VALET_READY_COLOR = { background: 'purple', text: '#ffffff', name: 'purple' } as const;

export function valetStatusColor(ticket: { status: ValetStatus; paid: boolean }): { background: string; text: string; name: string } {
  return VALET_STATUS_COLORS[valetDisplayStatus(ticket)];
}

/** The staff's four status buttons, in the order the desk shows them, and the status each sets. */
export const VALET_STAFF_ACTIONS = [
  { status: 'parked', label: 'CAR PARKED' },
  { status: 'ready', label: 'CAR READY' },
  { status: 'paid', label: 'CASH PAYMENT' },
  { status: 'completed', label: 'Complete!' },
] as const;
export type ValetStaffTarget = (typeof VALET_STAFF_ACTIONS)[number]['status'];

/**
 * SPEC 4's button-hiding table, word for word: the statuses whose buttons are hidden when a ticket
 * is in each status. "requested" in the entry row names no staff button; it is kept as written.
 * Statuses the table does not list (unrequested, completed) hide nothing.
 */
export const VALET_HIDDEN_BUTTONS: Record<ValetStatus, readonly ValetStatus[]> = {
  entry: ['completed', 'requested', 'paid', 'ready'],
  parked: ['parked', 'completed', 'paid'],
  ready: ['ready', 'parked'],
  requested: ['parked', 'completed', 'paid'],
  paid: ['ready', 'parked', 'paid'],
  unpaid: ['completed'],
  unrequested: [],
  completed: [],
};

/** The staff buttons shown for a ticket (SPEC 4's table, and no CASH PAYMENT once paid); the server allows exactly these transitions. */
export function visibleStaffActions(ticket: { status: ValetStatus; paid: boolean }): (typeof VALET_STAFF_ACTIONS)[number][] {
  const hidden = new Set<ValetStatus>(VALET_HIDDEN_BUTTONS[ticket.status]);
  // Beyond SPEC's table (which only says so for requested): a ticket already paid (e.g. online,
  // then unrequested or completed) never offers CASH PAYMENT, so staff cannot take cash twice.
  if (ticket.paid) hidden.add('paid');
  // Nor Complete! on a ticket completed already: a second tap would only write the same step twice.
  if (ticket.status === 'completed') hidden.add('completed');
  return VALET_STAFF_ACTIONS.filter((a) => !hidden.has(a.status));
}

export type ValetRefusal =
  | { ok: true }
  | { ok: false; reason: 'notStaffStatus' | 'hidden' | 'parkedByRequired' | 'parkedLocationRequired' | 'readyForYou' | 'ready' };

export interface ParkedValues {
  parkedBy?: string | null;
  parkedLocation?: string | null;
}

const blank = (s: string | null | undefined): boolean => !s || s.trim() === '';

/**
 * May staff move this ticket to `target`? Only a visible button's status; "If parkedBy is set,
 * parkedLocation is also required to move the status" (SPEC 4), and CAR PARKED needs both (the
 * desk asks who parked the car and where).
 */
export function checkStaffTransition(
  ticket: { status: ValetStatus; paid: boolean; parkedBy?: string | null; parkedLocation?: string | null },
  target: ValetStatus,
  values: ParkedValues = {},
): ValetRefusal {
  if (!VALET_STAFF_ACTIONS.some((a) => a.status === target)) return { ok: false, reason: 'notStaffStatus' };
  if (!visibleStaffActions(ticket).some((a) => a.status === target)) return { ok: false, reason: 'hidden' };
  const parkedBy = values.parkedBy ?? ticket.parkedBy;
  const parkedLocation = values.parkedLocation ?? ticket.parkedLocation;
  if (target === 'parked' && blank(parkedBy)) return { ok: false, reason: 'parkedByRequired' };
  if (!blank(values.parkedBy) && blank(values.parkedLocation)) return { ok: false, reason: 'parkedLocationRequired' };
  if (!blank(parkedBy) && blank(parkedLocation)) return { ok: false, reason: 'parkedLocationRequired' };
  return { ok: true };
}

/** The customer's button: Request Your Car, or Unrequest Car while requested. */
export function customerRequestTarget(ticket: { status: ValetStatus }): 'requested' | 'unrequested' {
  return ticket.status === 'requested' ? 'unrequested' : 'requested';
}

/** May the customer request (or unrequest) now? Blocked once the car is ready or handed back (SPEC 4). */
export function checkCustomerRequest(ticket: { status: ValetStatus }): ValetRefusal {
  if (ticket.status === 'ready') return { ok: false, reason: 'readyForYou' };
  if (ticket.status === 'completed') return { ok: false, reason: 'ready' };
  return { ok: true };
}

/** The request button is grey when ready or completed. */
export function requestButtonDisabled(ticket: { status: ValetStatus }): boolean {
  return !checkCustomerRequest(ticket).ok;
}

/**
 * SPEC 4: "The customer counts as paid when paid is true, or when the status is ready with paid,
 * completed, paid or entry." Read as written: entry counts as paid (nothing is owed before the car
 * is taken); ready only with the paid flag.
 */
export function customerCountsAsPaid(ticket: { status: ValetStatus; paid: boolean }): boolean {
  if (ticket.paid) return true;
  return ticket.status === 'completed' || ticket.status === 'paid' || ticket.status === 'entry';
}

/**
 * A ticket just handed in (entry) and not paid: SPEC 4 counts it as paid, as nothing is owed before
 * the car is parked (the desk's CASH PAYMENT is hidden at entry too). The customer pages say that,
 * not Ticket Paid!, and no receipt is sent for it.
 */
export function nothingOwedYet(ticket: { status: ValetStatus; paid: boolean }): boolean {
  return ticket.status === 'entry' && !ticketSettled(ticket);
}

/** Has money for this ticket been taken (the flag or a paid/completed status)? The server's test before charging. */
export function ticketSettled(ticket: { status: ValetStatus; paid: boolean }): boolean {
  return ticket.paid || ticket.status === 'paid' || ticket.status === 'completed';
}

const HOUR_MS = 3_600_000;

/**
 * What a ticket costs, in cents: its price, or for an hourly ticket the price per started hour
 * since the car came in (at least one). The pay page's Est. Total and the server's charge are both
 * this number (plus any tip the customer adds).
 */
export function valetTotalCents(ticket: { isHourly: boolean; price: number; createdAt: string | Date }, at: Date = new Date()): number {
  if (!ticket.isHourly) return ticket.price;
  const since = at.getTime() - new Date(ticket.createdAt).getTime();
  const hours = Math.max(1, Math.ceil(since / HOUR_MS));
  return ticket.price * hours;
}

/**
 * The staff grid's ageing of a requested ticket (issue 11): green under 5 minutes, amber to 10, red beyond
 * (dark enough shades for the white minutes written on them).
 */
export type RequestAge = 'fresh' | 'waiting' | 'late';
export const REQUEST_AGE_MINUTES = { waiting: 5, late: 10 } as const;
export const REQUEST_AGE_COLORS: Record<RequestAge, string> = { fresh: '#237804', waiting: '#946200', late: '#cf1322' };

export function requestAge(requestedAt: string | Date, now: Date = new Date()): RequestAge {
  const minutes = (now.getTime() - new Date(requestedAt).getTime()) / 60_000;
  if (minutes < REQUEST_AGE_MINUTES.waiting) return 'fresh';
  if (minutes <= REQUEST_AGE_MINUTES.late) return 'waiting';
  return 'late';
}

/** The median of some durations (minutes), or null when there are none. */
export function medianMinutes(values: readonly number[]): number | null {
  if (values.length === 0) return null;
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
}

/** The receipt email input keeps letters, digits, @ and the dot (SPEC 5). */
export function cleanReceiptEmail(input: string): string {
  return input.replace(/[^A-Za-z0-9@.]/g, '');
}
