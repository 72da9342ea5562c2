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
  /** Hours from UTC in winter; close enough for spreading demo sessions over the local day. */
  utcOffset: number;
  archieved?: boolean;
  lot: { city: string; state: string; capacity: number; occupancy: number; revenueCents: number };
  /** Relative share of the demo sessions. */
  traffic: number;
  zones: DemoZone[];
}

export const DEMO_LOCATIONS: DemoLocation[] = [
  {
    key: 'midtown',
    owner: 'vendor',
    name: 'Midtown Garage',
    address: '330 W 42nd St, New York, NY 10036',
    phoneNumber: '2125550142',
    latitude: 40.757,
    longitude: -73.9911,
    timeZone: 'America/New_York',
    utcOffset: -5,
    lot: { city: 'New York', state: 'NY', capacity: 220, occupancy: 164, revenueCents: 4_860_000 },
    traffic: 5,
    zones: [
      { zoneNumber: '101', priceCents: 900, isHourly: true },
      { zoneNumber: '102', priceCents: 1200, isHourly: true },
      { zoneNumber: '200', priceCents: 2500, isHourly: false },
    ],
  },
  {
    key: 'backbay',
    owner: 'vendor',
    name: 'Back Bay Lot',
    address: '100 Huntington Ave, Boston, MA 02116',
    phoneNumber: '6175550188',
    latitude: 42.3467,
    longitude: -71.0787,
    timeZone: 'America/New_York',
    utcOffset: -5,
    lot: { city: 'Boston', state: 'MA', capacity: 140, occupancy: 97, revenueCents: 2_310_000 },
    traffic: 3,
    zones: [
      { zoneNumber: 'A1', priceCents: 500, isHourly: true },
      { zoneNumber: 'A2', priceCents: 700, isHourly: true, openTime: '07:00', closeTime: '22:00' },
      { zoneNumber: 'B1', priceCents: 1800, isHourly: false },
      { zoneNumber: 'C1', priceCents: 400, isHourly: true, archieved: true },
    ],
  },
  {
    key: 'wrigley',
    owner: 'vendor',
    name: 'Wrigleyville Parking',
    address: '3600 N Clark St, Chicago, IL 60613',
    phoneNumber: '7735550117',
    latitude: 41.9484,
    longitude: -87.6553,
    timeZone: 'America/Chicago',
    utcOffset: -6,
    lot: { city: 'Chicago', state: 'IL', capacity: 180, occupancy: 120, revenueCents: 2_940_000 },
    traffic: 3,
    zones: [
      { zoneNumber: '1', priceCents: 600, isHourly: true },
      { zoneNumber: '2', priceCents: 2000, isHourly: false },
    ],
  },
  {
    key: 'pike',
    owner: 'vendor',
    name: 'Pike Place Lot',
    address: '1531 Western Ave, Seattle, WA 98101',
    phoneNumber: '2065550164',
    latitude: 47.6088,
    longitude: -122.3421,
    timeZone: 'America/Los_Angeles',
    utcOffset: -8,
    archieved: true,
    lot: { city: 'Seattle', state: 'WA', capacity: 80, occupancy: 0, revenueCents: 410_000 },
    traffic: 1,
    zones: [
      { zoneNumber: 'P1', priceCents: 800, isHourly: true },
      { zoneNumber: 'P2', priceCents: 1500, isHourly: false },
    ],
  },
  {
    key: 'grace',
    owner: 'admin',
    name: 'Grace Community Church Lot',
    address: '1800 Main St, Houston, TX 77002',
    phoneNumber: '7135550109',
    latitude: 29.7499,
    longitude: -95.3694,
    timeZone: 'America/Chicago',
    utcOffset: -6,
    lot: { city: 'Houston', state: 'TX', capacity: 120, occupancy: 45, revenueCents: 1_120_000 },
    traffic: 2,
    zones: [
      { zoneNumber: 'M1', priceCents: 300, isHourly: true },
      { zoneNumber: 'M2', priceCents: 1500, isHourly: false, openTime: '07:00', closeTime: '21:00' },
    ],
  },
  {
    key: 'peachtree',
    owner: 'admin',
    name: 'Peachtree Center Deck',
    address: '225 Peachtree St NE, Atlanta, GA 30303',
    phoneNumber: '4045550126',
    latitude: 33.7596,
    longitude: -84.3872,
    timeZone: 'America/New_York',
    utcOffset: -5,
    lot: { city: 'Atlanta', state: 'GA', capacity: 300, occupancy: 211, revenueCents: 3_570_000 },
    traffic: 4,
    zones: [
      { zoneNumber: 'L1', priceCents: 450, isHourly: true },
      { zoneNumber: 'L2', priceCents: 650, isHourly: true },
      { zoneNumber: 'L3', priceCents: 1100, isHourly: true },
      { zoneNumber: 'DAY', priceCents: 2200, isHourly: false },
    ],
  },
  {
    key: 'union',
    owner: 'admin',
    name: 'Union Station Lot',
    address: '1701 Wynkoop St, Denver, CO 80202',
    phoneNumber: '3035550191',
    latitude: 39.7527,
    longitude: -104.9997,
    timeZone: 'America/Denver',
    utcOffset: -7,
    lot: { city: 'Denver', state: 'CO', capacity: 160, occupancy: 88, revenueCents: 1_980_000 },
    traffic: 3,
    zones: [
      { zoneNumber: 'U1', priceCents: 550, isHourly: true },
      { zoneNumber: 'U2', priceCents: 1600, isHourly: false },
    ],
  },
];

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
