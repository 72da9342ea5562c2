import type { PlateAndState } from '../../../shared/plates';
import type {
  NewEventRow,
  NewLocationRow,
  NewLocationSubscriptionRow,
  NewMemberRow,
  NewPaymentRow,
  NewSessionRow,
  NewSubscriptionPaymentRow,
  NewValetTicketRow,
  NewValidationCodeRow,
  NewVehicleRow,
  NewVendorPlateRow,
  NewVendorRow,
  NewZoneRow,
} from '../schema';
import type { DemoRandom } from './random';

export interface DemoOwners {
  vendorId: string;
  adminId: string;
  customerId: string;
  valetId: string;
}

/** Every demo row except users, ready to insert (parents before children). */
export interface DemoRows {
  locations: NewLocationRow[];
  zones: NewZoneRow[];
  vehicles: NewVehicleRow[];
  payments: NewPaymentRow[];
  vendors: NewVendorRow[];
  vendorPlates: NewVendorPlateRow[];
  sessions: NewSessionRow[];
  validationCodes: NewValidationCodeRow[];
  members: NewMemberRow[];
  events: NewEventRow[];
  valetTickets: NewValetTicketRow[];
  subscriptions: NewLocationSubscriptionRow[];
  subscriptionPayments: NewSubscriptionPaymentRow[];
}

export interface DemoVehicle extends PlateAndState {
  /** Set when the plate is in the vehicle registry. */
  id?: string;
  make?: string;
  model?: string;
  year?: number;
}

/** What the generators share while building: the random source and the rows made so far, by location key. */
export interface DemoContext {
  rnd: DemoRandom;
  owners: DemoOwners;
  now: Date;
  historyDays: number;
  rows: DemoRows;
  locationIds: Map<string, string>;
  zonesByLocation: Map<string, NewZoneRow[]>;
  /** Plates seen around the lots; the first ones are in the vehicle registry. */
  pool: DemoVehicle[];
  customerVehicles: DemoVehicle[];
  codesByLocation: Map<string, string[]>;
  vendorsByLocation: Map<string, { id: string; code: string }[]>;
  membersByLocation: Map<string, { plate: string; state: string; code: string }[]>;
}
