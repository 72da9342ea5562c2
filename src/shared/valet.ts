/**
 * A valet ticket's states, in the order a car goes through them (SPEC section 3); the database
 * enum, the API's schemas and the SPA's valet desk all read this list.
 */
export const VALET_STATUSES = ['entry', 'parked', 'ready', 'paid', 'unpaid', 'requested', 'unrequested', 'completed'] as const;
export type ValetStatus = (typeof VALET_STATUSES)[number];

export const TRANSMISSION_TYPES = ['Automatic', 'Stick'] as const;
export type TransmissionType = (typeof TRANSMISSION_TYPES)[number];
