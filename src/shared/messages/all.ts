import { AUTH_MESSAGES } from './auth';
import { CONTACT_MESSAGES } from './contact';
import { ENFORCEMENT_MESSAGES } from './enforcement';
import { GUESTS_MESSAGES } from './guests';
import { MANAGEMENT_MESSAGES } from './management';
import { OWNERS_MESSAGES } from './owners';
import { PARKING_MESSAGES } from './parking';
import { SERVER_MESSAGES } from './server';
import { VALET_MESSAGES } from './valet';

/**
 * (Its own module: the SPA's pages import the area they need, e.g. PARKING_MESSAGES, so that a driver's
 * page does not download the desk's texts; the server and the tests take the union.)
 *
 * Every user-facing text of SPEC sections 2, 5 and 8, once, one file per area (add a message to its
 * area's file; MESSAGES is their union, so a key must be unique across areas). Wording is the spec's, except where
 * README "Differences from the specification" says otherwise.
 */
export const MESSAGES = {
  ...AUTH_MESSAGES,
  ...SERVER_MESSAGES,
  ...CONTACT_MESSAGES,
  ...PARKING_MESSAGES,
  ...GUESTS_MESSAGES,
  ...OWNERS_MESSAGES,
  ...MANAGEMENT_MESSAGES,
  ...ENFORCEMENT_MESSAGES,
  ...VALET_MESSAGES,
} as const;
