import {
  decideParkingRight,
  type RightInput,
  type RightMember,
  type RightSession,
  type RightVendorPlate,
} from '../../../src/server/modules/parkingRight/rules';
import { MESSAGES } from '../../../src/shared/messages';

/** "May this plate park here now?": every rule of src/server/modules/parkingRight/rules.ts as a table. */

const HERE = 'loc-here';
const OTHER = 'loc-other';
const OWNER = 'owner-1';
// 14:30 in New York (EDT since March 8, 2026).
const NOW = new Date('2026-03-10T18:30:00.000Z');
const min = (n: number) => new Date(NOW.getTime() + n * 60_000);

const session = (over: Partial<RightSession> = {}): RightSession => ({
  id: 's1',
  kind: 'booking',
  locationId: HERE,
  plateNumber: 'ABC123',
  paid: true,
  startTime: min(-60),
  endTime: min(60),
  stoppedAt: null,
  totalCostCents: 1000,
  refundedCents: 0,
  code: null,
  referenceNumber: null,
  vendorName: null,
  ...over,
});
const member = (over: Partial<RightMember> = {}): RightMember => ({
  plate: 'ABC123',
  code: 'CHURCH',
  validUntilDate: '2026-03-12',
  locationId: HERE,
  userId: OWNER,
  ...over,
});
const vendor = (over: Partial<RightVendorPlate> = {}): RightVendorPlate => ({
  plateNumber: 'ABC123',
  vendorName: 'Cafe Roma',
  vendorLocationId: HERE,
  expirationDate: new Date('2026-03-20T04:00:00.000Z'),
  ...over,
});

const input = (rows: Partial<Pick<RightInput, 'sessions' | 'members' | 'vendorPlates'>>, graceMinutes = 5): RightInput => ({
  location: { id: HERE, userId: OWNER, timeZone: 'America/New_York', graceMinutes },
  plate: 'abc 123',
  at: NOW,
  sessions: [],
  members: [],
  vendorPlates: [],
  ...rows,
});

type Case = [name: string, rows: RightInput, status: 'valid' | 'expired' | 'not_found', reason: string, sessionId?: string | null];

const CASES: Case[] = [
  ['a paid booking covering the time', input({ sessions: [session({ endTime: min(60) })] }), 'valid', 'paid until 3:30 PM', 's1'],
  ['a session ending this minute', input({ sessions: [session({ endTime: min(0.5) })] }), 'valid', 'paid until 2:30 PM', 's1'],
  ['a session ending exactly now', input({ sessions: [session({ endTime: NOW })] }), 'valid', 'paid until 2:30 PM', 's1'],
  ['a paid manual session', input({ sessions: [session({ kind: 'manual', endTime: min(120) })] }), 'valid', 'paid until 4:30 PM', 's1'],
  [
    'a booking paid for tomorrow too',
    input({ sessions: [session({ endTime: min(24 * 60) })] }),
    'valid',
    'paid until Mar 11, 2:30 PM',
    's1',
  ],
  [
    'a booking starting in 10 minutes (paid, car already parked)',
    input({ sessions: [session({ startTime: min(10), endTime: min(70) })] }),
    'valid',
    'paid until 3:40 PM',
    's1',
  ],
  [
    'a booking starting in an hour',
    input({ sessions: [session({ startTime: min(60), endTime: min(120) })] }),
    'not_found',
    MESSAGES.plateNotFound,
    null,
  ],
  ['in grace: ended 1 minute ago', input({ sessions: [session({ endTime: min(-1) })] }), 'valid', 'grace, 4 min left', 's1'],
  [
    'in grace: 10 minutes of grace at this location',
    input({ sessions: [session({ endTime: min(-3) })] }, 10),
    'valid',
    'grace, 7 min left',
    's1',
  ],
  ['just inside grace', input({ sessions: [session({ endTime: min(-4.99) })] }), 'valid', 'grace, 1 min left', 's1'],
  ['just past grace', input({ sessions: [session({ endTime: min(-5) })] }), 'expired', 'expired at 2:25 PM', 's1'],
  [
    'no grace at a location with 0 minutes',
    input({ sessions: [session({ endTime: min(-0.5) })] }, 0),
    'expired',
    'expired at 2:29 PM',
    's1',
  ],
  [
    'expired yesterday',
    input({ sessions: [session({ startTime: min(-26 * 60), endTime: min(-25 * 60) })] }),
    'expired',
    'expired at Mar 9, 1:30 PM',
    's1',
  ],
  [
    'an unpaid booking (payment never completed)',
    input({ sessions: [session({ paid: false })] }),
    'not_found',
    MESSAGES.plateNotFound,
    null,
  ],
  ['an unpaid manual session', input({ sessions: [session({ kind: 'manual', paid: false })] }), 'not_found', MESSAGES.plateNotFound, null],
  ['a fully refunded booking', input({ sessions: [session({ refundedCents: 1000 })] }), 'not_found', MESSAGES.plateNotFound, null],
  [
    'a booking stopped early 2 minutes ago (no grace after a stop)',
    input({ sessions: [session({ endTime: min(-2), stoppedAt: min(-2), refundedCents: 600 })] }),
    'expired',
    'expired at 2:28 PM',
    's1',
  ],
  [
    'a stopped booking still before its stop',
    input({ sessions: [session({ endTime: min(20), stoppedAt: min(20) })] }),
    'valid',
    'paid until 2:50 PM',
    's1',
  ],
  ['a paid booking at another location', input({ sessions: [session({ locationId: OTHER })] }), 'not_found', MESSAGES.plateNotFound, null],
  ["another plate's booking", input({ sessions: [session({ plateNumber: 'XYZ9' })] }), 'not_found', MESSAGES.plateNotFound, null],
  [
    'a member-code session',
    input({
      sessions: [session({ kind: 'member', paid: false, totalCostCents: 0, code: 'CHURCH', endTime: new Date('2026-03-11T03:59:00Z') })],
    }),
    'valid',
    // When the free session ends, not the membership's date, which the enforcer read as it.
    'member code CHURCH, free session until 11:59 PM',
    's1',
  ],
  [
    'a guest-validation session',
    input({ sessions: [session({ kind: 'guest', paid: false, totalCostCents: 0, referenceNumber: 'R7K2', vendorName: 'Cafe Roma' })] }),
    'valid',
    'guest validation #R7K2 by vendor Cafe Roma',
    's1',
  ],
  [
    'a guest session without a vendor',
    input({ sessions: [session({ kind: 'guest', paid: false, referenceNumber: 'R7K2' })] }),
    'valid',
    'guest validation #R7K2',
    's1',
  ],
  [
    'a member-code session of another location',
    input({ sessions: [session({ kind: 'member', code: 'CHURCH', locationId: OTHER })] }),
    'not_found',
    MESSAGES.plateNotFound,
    null,
  ],
  ['a member valid until a later day', input({ members: [member()] }), 'valid', 'member code CHURCH valid until Mar 12', null],
  ['a member without a code (its plate alone)', input({ members: [member({ code: '' })] }), 'valid', 'member valid until Mar 12', null],
  [
    'a member without a code, lapsed',
    input({ members: [member({ code: '', validUntilDate: '2026-03-09' })] }),
    'expired',
    'member expired Mar 9',
    null,
  ],
  [
    'a member valid until today',
    input({ members: [member({ validUntilDate: '2026-03-10' })] }),
    'valid',
    'member code CHURCH valid until Mar 10',
    null,
  ],
  [
    'a member valid until yesterday',
    input({ members: [member({ validUntilDate: '2026-03-09' })] }),
    'expired',
    'member code CHURCH expired Mar 9',
    null,
  ],
  [
    'a member of every location of the owner',
    input({ members: [member({ locationId: null })] }),
    'valid',
    'member code CHURCH valid until Mar 12',
    null,
  ],
  ['a member of another location', input({ members: [member({ locationId: OTHER })] }), 'not_found', MESSAGES.plateNotFound, null],
  [
    "another owner's member of all its locations",
    input({ members: [member({ locationId: null, userId: 'owner-2' })] }),
    'not_found',
    MESSAGES.plateNotFound,
    null,
  ],
  ["on a vendor's list", input({ vendorPlates: [vendor()] }), 'valid', "on vendor Cafe Roma's list until Mar 20", null],
  [
    'a vendor expiring today (end of the day in New York)',
    input({ vendorPlates: [vendor({ expirationDate: new Date('2026-03-11T03:59:59Z') })] }),
    'valid',
    "on vendor Cafe Roma's list until Mar 10",
    null,
  ],
  [
    'a vendor expiring today (start of the day in New York)',
    input({ vendorPlates: [vendor({ expirationDate: new Date('2026-03-10T04:00:00Z') })] }),
    'valid',
    "on vendor Cafe Roma's list until Mar 10",
    null,
  ],
  [
    'an expired vendor',
    input({ vendorPlates: [vendor({ expirationDate: new Date('2026-03-09T16:00:00Z') })] }),
    'expired',
    "vendor Cafe Roma's list expired Mar 9",
    null,
  ],
  ["another location's vendor", input({ vendorPlates: [vendor({ vendorLocationId: OTHER })] }), 'not_found', MESSAGES.plateNotFound, null],
  [
    'a paid session wins over a membership',
    input({ sessions: [session()], members: [member()], vendorPlates: [vendor()] }),
    'valid',
    'paid until 3:30 PM',
    's1',
  ],
  [
    'a membership wins over grace',
    input({ sessions: [session({ endTime: min(-1) })], members: [member()] }),
    'valid',
    'member code CHURCH valid until Mar 12',
    null,
  ],
  [
    'the longest of two covering sessions',
    input({ sessions: [session({ id: 'a', endTime: min(30) }), session({ id: 'b', endTime: min(90) })] }),
    'valid',
    'paid until 4:00 PM',
    'b',
  ],
  [
    'the latest lapse when several lapsed',
    input({ sessions: [session({ endTime: min(-30) })], members: [member({ validUntilDate: '2026-03-01' })] }),
    'expired',
    'expired at 2:00 PM',
    's1',
  ],
  [
    // Paid at 2:20 for 2:30 (the 10-minute lead), ended at 2:25: its end stays its start, the car left at the stop.
    'a booking ended early before it began',
    input({ sessions: [session({ startTime: min(10), endTime: min(10), stoppedAt: min(-5), refundedCents: 600 })] }),
    'expired',
    'expired at 2:25 PM',
    's1',
  ],
  ['nothing at all', input({}), 'not_found', MESSAGES.plateNotFound, null],
];

describe('decideParkingRight', () => {
  it.each(CASES)('%s', (_name, rows, status, reason, sessionId) => {
    const decision = decideParkingRight(rows);
    expect({ status: decision.status, reason: decision.reason }).toEqual({ status, reason });
    if (sessionId !== undefined) expect(decision.session?.id ?? null).toBe(sessionId);
  });
});

/** When the answer stops holding by the clock alone: the enforcer's screen asks again then. */
describe('changesAt', () => {
  const at = (rows: RightInput) => decideParkingRight(rows).changesAt?.toISOString();
  it('is a covering session’s end, then its grace’s end; an early stop has no grace', () => {
    expect(at(input({ sessions: [session({ endTime: min(60) })] }))).toBe(min(60).toISOString());
    expect(at(input({ sessions: [session({ endTime: min(-1) })] }))).toBe(min(4).toISOString());
    expect(at(input({ sessions: [session({ endTime: min(20), stoppedAt: min(20) })] }))).toBe(min(20).toISOString());
  });
  it('is absent for a membership, a vendor list, a lapse and nothing at all', () => {
    expect(at(input({ members: [member()] }))).toBeUndefined();
    expect(at(input({ vendorPlates: [vendor()] }))).toBeUndefined();
    expect(at(input({ sessions: [session({ endTime: min(-30) })] }))).toBeUndefined();
    expect(at(input({}))).toBeUndefined();
  });
});
