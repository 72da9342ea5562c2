import type { SubscriptionPayment, SubscriptionStats, VendorLocation } from '../../api/enhanced/subscriptions';

/** Sample rows for the superadmin's stories and tests (shaped like GET /billing/subs). */
export const SAMPLE_VENDOR_LOCATIONS: VendorLocation[] = [
  {
    _id: '0b1c9d1e-0000-4000-8000-000000000001',
    locationId: '0b1c9d1e-0000-4000-8000-000000000001',
    name: 'Back Bay Garage',
    isActive: true,
    lastPayDate: '2026-11-02T05:00:00.000Z',
    description: 'Boston flagship lot',
    createdAt: '2025-11-01T12:00:00.000Z',
    timeZone: 'America/New_York',
    revenuePerMonth: 120,
    totalAmount: 480,
    numberOfPayments: 3,
  },
  {
    _id: '0b1c9d1e-0000-4000-8000-000000000002',
    locationId: '0b1c9d1e-0000-4000-8000-000000000002',
    name: 'Riverside Church Lot',
    isActive: false,
    lastPayDate: null,
    description: null,
    createdAt: '2026-03-14T12:00:00.000Z',
    timeZone: 'America/New_York',
    revenuePerMonth: 95.5,
    totalAmount: 0,
    numberOfPayments: 0,
  },
  {
    _id: '0b1c9d1e-0000-4000-8000-000000000003',
    locationId: '0b1c9d1e-0000-4000-8000-000000000003',
    name: 'Wrigley Field Lot B',
    isActive: true,
    lastPayDate: '2026-10-03T05:00:00.000Z',
    description: 'Event days only; invoice goes to the club office',
    createdAt: '2025-12-20T12:00:00.000Z',
    timeZone: 'America/Chicago',
    revenuePerMonth: 150,
    totalAmount: 300,
    numberOfPayments: 2,
  },
];

export const SAMPLE_STATS: SubscriptionStats = {
  totalVendorLocations: 3,
  totalMonthlyRevenue: 365.5,
  numberOfPayments: 5,
  totalAmount: 780,
};

export const SAMPLE_PAYMENTS: SubscriptionPayment[] = [
  {
    _id: 'a1000000-0000-4000-8000-000000000003',
    locationId: SAMPLE_VENDOR_LOCATIONS[0]!._id,
    lastPayDate: '2026-11-02T05:00:00.000Z',
    amount: 120,
    paymentOwed: 240,
    description: 'November, with October caught up',
    recordedAt: '2026-11-02T15:12:00.000Z',
    recordedBy: { name: 'Sam Super', email: 'sam@example.com' },
  },
  {
    _id: 'a1000000-0000-4000-8000-000000000002',
    locationId: SAMPLE_VENDOR_LOCATIONS[0]!._id,
    lastPayDate: '2026-09-01T04:00:00.000Z',
    amount: 120,
    paymentOwed: 120,
    description: null,
    recordedAt: '2026-09-01T16:40:00.000Z',
    recordedBy: { name: 'Sam Super', email: 'sam@example.com' },
  },
  {
    _id: 'a1000000-0000-4000-8000-000000000001',
    locationId: SAMPLE_VENDOR_LOCATIONS[0]!._id,
    lastPayDate: '2026-08-01T04:00:00.000Z',
    amount: 120,
    paymentOwed: 120,
    description: 'First month, "welcome" rate',
    recordedAt: '2026-08-01T13:05:00.000Z',
    recordedBy: null,
  },
];
