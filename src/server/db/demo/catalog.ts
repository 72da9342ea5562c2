/** Fixed demo content: real US places with real coordinates, zones and vehicles. */

export type DemoOwner = 'vendor' | 'admin';

export interface DemoZone {
  zoneNumber: string;
  priceCents: number;
  isHourly: boolean;
  openTime?: string;
  closeTime?: string;
  archieved?: boolean;
}

export interface DemoLocation {
  key: string;
  owner: DemoOwner;
  name: string;
  address: string;
  phoneNumber: string;
  latitude: number;
  longitude: number;
  timeZone: string;
  /** Hours from UTC in winter (from the time zone). */
  utcOffset: number;
  archieved?: boolean;
  lot: { city: string; state: string; capacity: number; occupancy: number };
  /** Relative share of the demo sessions. */
  traffic: number;
  zones: DemoZone[];
}

/** Hours from UTC in winter; close enough for spreading demo sessions over the local day. */
const WINTER_UTC_OFFSET = { 'America/New_York': -5, 'America/Chicago': -6, 'America/Denver': -7, 'America/Los_Angeles': -8 } as const;

type PlaceRow = readonly [
  name: string,
  address: string,
  phoneNumber: string,
  latitude: number,
  longitude: number,
  timeZone: keyof typeof WINTER_UTC_OFFSET,
];

// The locations by owner and key, in seeding order; LOTS and ZONES below take the same keys.
const PLACES = {
  vendor: {
    midtown: ['Midtown Garage', '330 W 42nd St, New York, NY 10036', '2125550142', 40.757, -73.9911, 'America/New_York'],
    backbay: ['Back Bay Lot', '100 Huntington Ave, Boston, MA 02116', '6175550188', 42.3467, -71.0787, 'America/New_York'],
    wrigley: ['Wrigleyville Parking', '3600 N Clark St, Chicago, IL 60613', '7735550117', 41.9484, -87.6553, 'America/Chicago'],
    pike: ['Pike Place Lot', '1531 Western Ave, Seattle, WA 98101', '2065550164', 47.6088, -122.3421, 'America/Los_Angeles'],
  },
  admin: {
    grace: ['Grace Community Church Lot', '1800 Main St, Houston, TX 77002', '7135550109', 29.7499, -95.3694, 'America/Chicago'],
    peachtree: ['Peachtree Center Deck', '225 Peachtree St NE, Atlanta, GA 30303', '4045550126', 33.7596, -84.3872, 'America/New_York'],
    union: ['Union Station Lot', '1701 Wynkoop St, Denver, CO 80202', '3035550191', 39.7527, -104.9997, 'America/Denver'],
  },
} satisfies Record<DemoOwner, Record<string, PlaceRow>>;
type DemoKey = keyof typeof PLACES.vendor | keyof typeof PLACES.admin;

const LOTS: Record<DemoKey, DemoLocation['lot'] & Pick<DemoLocation, 'traffic' | 'archieved'>> = {
  midtown: { city: 'New York', state: 'NY', capacity: 220, occupancy: 164, traffic: 5 },
  backbay: { city: 'Boston', state: 'MA', capacity: 140, occupancy: 97, traffic: 3 },
  wrigley: { city: 'Chicago', state: 'IL', capacity: 180, occupancy: 120, traffic: 3 },
  pike: { city: 'Seattle', state: 'WA', capacity: 80, occupancy: 0, traffic: 1, archieved: true },
  grace: { city: 'Houston', state: 'TX', capacity: 120, occupancy: 45, traffic: 2 },
  peachtree: { city: 'Atlanta', state: 'GA', capacity: 300, occupancy: 211, traffic: 4 },
  union: { city: 'Denver', state: 'CO', capacity: 160, occupancy: 88, traffic: 3 },
};

/** A zone priced per hour or per day; `more` holds what differs from the usual (open hours, archived). */
function zone(
  zoneNumber: string,
  priceCents: number,
  per: 'hour' | 'day',
  more?: Omit<DemoZone, 'zoneNumber' | 'priceCents' | 'isHourly'>,
): DemoZone {
  return { zoneNumber, priceCents, isHourly: per === 'hour', ...more };
}

const ZONES: Record<DemoKey, DemoZone[]> = {
  midtown: [zone('101', 900, 'hour'), zone('102', 1200, 'hour'), zone('200', 2500, 'day')],
  backbay: [
    zone('A1', 500, 'hour'),
    zone('A2', 700, 'hour', { openTime: '07:00', closeTime: '22:00' }),
    zone('B1', 1800, 'day'),
    zone('C1', 400, 'hour', { archieved: true }),
  ],
  wrigley: [zone('1', 600, 'hour'), zone('2', 2000, 'day')],
  pike: [zone('P1', 800, 'hour'), zone('P2', 1500, 'day')],
  grace: [zone('M1', 300, 'hour'), zone('M2', 1500, 'day', { openTime: '07:00', closeTime: '21:00' })],
  peachtree: [zone('L1', 450, 'hour'), zone('L2', 650, 'hour'), zone('L3', 1100, 'hour'), zone('DAY', 2200, 'day')],
  union: [zone('U1', 550, 'hour'), zone('U2', 1600, 'day')],
};

function buildLocation(
  owner: DemoOwner,
  key: DemoKey,
  [name, address, phoneNumber, latitude, longitude, timeZone]: PlaceRow,
): DemoLocation {
  const { traffic, archieved, ...lot } = LOTS[key];
  const utcOffset = WINTER_UTC_OFFSET[timeZone];
  return { key, owner, name, address, phoneNumber, latitude, longitude, timeZone, utcOffset, archieved, lot, traffic, zones: ZONES[key] };
}

export const DEMO_LOCATIONS: DemoLocation[] = (['vendor', 'admin'] as const).flatMap((owner) =>
  Object.entries(PLACES[owner]).map(([key, row]) => buildLocation(owner, key as DemoKey, row)),
);

export const VEHICLE_MODELS: readonly (readonly [make: string, model: string, bodyType: string])[] = [
  ['Toyota', 'Camry', 'Sedan'],
  ['Toyota', 'RAV4', 'SUV'],
  ['Honda', 'Civic', 'Sedan'],
  ['Honda', 'CR-V', 'SUV'],
  ['Ford', 'F-150', 'Pickup'],
  ['Ford', 'Escape', 'SUV'],
  ['Chevrolet', 'Malibu', 'Sedan'],
  ['Chevrolet', 'Equinox', 'SUV'],
  ['Nissan', 'Altima', 'Sedan'],
  ['Tesla', 'Model 3', 'Sedan'],
  ['Tesla', 'Model Y', 'SUV'],
  ['Subaru', 'Outback', 'Wagon'],
  ['Jeep', 'Wrangler', 'SUV'],
  ['Hyundai', 'Elantra', 'Sedan'],
  ['BMW', '330i', 'Sedan'],
  ['Kia', 'Sorento', 'SUV'],
];

export const COLORS = ['Black', 'White', 'Silver', 'Gray', 'Blue', 'Red', 'Green'] as const;

export const FIRST_NAMES = [
  'James',
  'Maria',
  'Robert',
  'Linda',
  'David',
  'Aisha',
  'Chen',
  'Sofia',
  'Kwame',
  'Emily',
  'Luis',
  'Grace',
] as const;
export const LAST_NAMES = ['Smith', 'Garcia', 'Johnson', 'Okafor', 'Nguyen', 'Brown', 'Patel', 'Lee', 'Martinez', 'Adeyemi'] as const;

/** Plates of the demo customer, so /bookings and the enforcer search have something to show. */
export const CUSTOMER_VEHICLES = [
  { plate: 'DEMO123', state: 'NY', make: 'Honda', model: 'Civic', year: 2021, bodyType: 'Sedan', color: 'Blue' },
  { plate: 'PARK42', state: 'NJ', make: 'Toyota', model: 'RAV4', year: 2023, bodyType: 'SUV', color: 'White' },
] as const;

export const US_STATES = ['NY', 'NJ', 'MA', 'IL', 'TX', 'GA', 'CO', 'WA', 'CA', 'PA', 'FL', 'CT'] as const;
