import {
  VALET_STATUSES,
  checkCustomerRequest,
  checkStaffTransition,
  cleanReceiptEmail,
  customerCountsAsPaid,
  customerRequestTarget,
  medianMinutes,
  requestAge,
  requestButtonDisabled,
  ticketSettled,
  valetDisplayStatus,
  valetStatusColor,
  VALET_READY_COLOR,
  VALET_STATUS_COLORS,
  valetTotalCents,
  visibleStaffActions,
  type ValetStatus,
} from '../../../src/shared/valet';

/**
 * SPEC 4's staff buttons as written: the buttons SHOWN for each status (the table lists those
 * hidden). unrequested and completed are not in the table, so they hide nothing, except (beyond
 * the table) Complete! on a ticket completed already.
 */
const SHOWN: Record<ValetStatus, string[]> = {
  entry: ['CAR PARKED'],
  parked: ['CAR READY'],
  ready: ['CASH PAYMENT', 'Complete!'],
  requested: ['CAR READY'],
  paid: ['Complete!'],
  unpaid: ['CAR PARKED', 'CAR READY', 'CASH PAYMENT'],
  unrequested: ['CAR PARKED', 'CAR READY', 'CASH PAYMENT', 'Complete!'],
  completed: ['CAR PARKED', 'CAR READY', 'CASH PAYMENT'],
};
const TARGET_OF: Record<string, ValetStatus> = {
  'CAR PARKED': 'parked',
  'CAR READY': 'ready',
  'CASH PAYMENT': 'paid',
  'Complete!': 'completed',
};

describe('the valet status machine (SPEC 4)', () => {
  it.each(VALET_STATUSES)('shows the staff buttons of %s (unpaid: SPEC 4 as written)', (status) => {
    expect(visibleStaffActions({ status, paid: false }).map((a) => a.label)).toEqual(SHOWN[status]);
  });

  it.each(VALET_STATUSES)('a paid %s ticket shows the same buttons without CASH PAYMENT (no cash taken twice)', (status) => {
    expect(visibleStaffActions({ status, paid: true }).map((a) => a.label)).toEqual(SHOWN[status].filter((l) => l !== 'CASH PAYMENT'));
  });

  it('refuses CASH PAYMENT on a paid ticket, e.g. completed or unrequested after an online payment', () => {
    for (const status of ['completed', 'unrequested', 'ready', 'unpaid'] as const) {
      expect(checkStaffTransition({ status, paid: true }, 'paid')).toEqual({ ok: false, reason: 'hidden' });
      expect(checkStaffTransition({ status, paid: false }, 'paid')).toEqual({ ok: true });
    }
  });

  const cases = VALET_STATUSES.flatMap((from) => VALET_STATUSES.map((to) => [from, to] as const));
  it.each(cases)('staff %s → %s: allowed exactly when its button shows', (from, to) => {
    const parked = { parkedBy: 'Marcus', parkedLocation: 'Level 2' };
    const verdict = checkStaffTransition({ status: from, paid: false, ...parked }, to);
    const shown = SHOWN[from].map((label) => TARGET_OF[label]);
    if (shown.includes(to)) expect(verdict).toEqual({ ok: true });
    else if (!['parked', 'ready', 'paid', 'completed'].includes(to)) expect(verdict).toEqual({ ok: false, reason: 'notStaffStatus' });
    else expect(verdict).toEqual({ ok: false, reason: 'hidden' });
  });

  it('needs who parked the car and where for CAR PARKED, and where whenever parkedBy is set', () => {
    const entry = { status: 'entry' as const, paid: false };
    expect(checkStaffTransition(entry, 'parked')).toEqual({ ok: false, reason: 'parkedByRequired' });
    expect(checkStaffTransition(entry, 'parked', { parkedBy: '  ' })).toEqual({ ok: false, reason: 'parkedByRequired' });
    expect(checkStaffTransition(entry, 'parked', { parkedBy: 'Tina' })).toEqual({ ok: false, reason: 'parkedLocationRequired' });
    expect(checkStaffTransition(entry, 'parked', { parkedBy: 'Tina', parkedLocation: 'B2' })).toEqual({ ok: true });
    // A ticket that has parkedBy but lost its parkedLocation cannot move on.
    expect(checkStaffTransition({ status: 'parked', paid: false, parkedBy: 'Tina', parkedLocation: null }, 'ready')).toEqual({
      ok: false,
      reason: 'parkedLocationRequired',
    });
  });

  it('shows ready as paid or unpaid, with SPEC 4 colours', () => {
    expect(valetDisplayStatus({ status: 'ready', paid: true })).toBe('paid');
    expect(valetDisplayStatus({ status: 'ready', paid: false })).toBe('unpaid');
    expect(valetDisplayStatus({ status: 'parked', paid: true })).toBe('parked');
    const names = Object.fromEntries(VALET_STATUSES.map((s) => [s, valetStatusColor({ status: s, paid: false }).name]));
    expect(names).toEqual({
      entry: 'grey',
      parked: 'orange',
      ready: 'dark red',
      paid: 'green',
      unpaid: 'dark red',
      requested: 'blue',
      unrequested: 'dark grey',
      completed: 'transparent',
    });
    expect(valetStatusColor({ status: 'ready', paid: true }).name).toBe('green');
  });

  it("draws SPEC 4's very CSS colours, each with a label colour of at least 4.5:1 on it", () => {
    const backgrounds = Object.fromEntries(Object.entries(VALET_STATUS_COLORS).map(([s, c]) => [s, c.background]));
    expect(backgrounds).toEqual({
      paid: 'green',
      unpaid: 'darkred',
      parked: 'orange',
      completed: 'transparent',
      requested: 'blue',
      unrequested: 'darkgrey',
      entry: 'grey',
    });
    expect(VALET_READY_COLOR.background).toBe('purple');
    // sRGB of the CSS names (transparent: over the white page).
    const RGB: Record<string, [number, number, number]> = {
      green: [0, 128, 0],
      darkred: [139, 0, 0],
      orange: [255, 165, 0],
      transparent: [255, 255, 255],
      blue: [0, 0, 255],
      darkgrey: [169, 169, 169],
      grey: [128, 128, 128],
      purple: [128, 0, 128],
    };
    const hex = (h: string): [number, number, number] => [1, 3, 5].map((i) => parseInt(h.slice(i, i + 2), 16)) as [number, number, number];
    const lum = ([r, g, b]: [number, number, number]) => {
      const lin = (c: number) => (c / 255 <= 0.03928 ? c / 255 / 12.92 : ((c / 255 + 0.055) / 1.055) ** 2.4);
      return 0.2126 * lin(r) + 0.7152 * lin(g) + 0.0722 * lin(b);
    };
    const ratio = (a: [number, number, number], b: [number, number, number]) => {
      const [hi, lo] = [lum(a), lum(b)].sort((x, y) => y - x) as [number, number];
      return (hi + 0.05) / (lo + 0.05);
    };
    for (const c of [...Object.values(VALET_STATUS_COLORS), VALET_READY_COLOR]) {
      expect({ on: c.background, ratio: ratio(RGB[c.background]!, hex(c.text)) >= 4.5 }).toEqual({ on: c.background, ratio: true });
    }
  });

  it.each(VALET_STATUSES)("the customer's request button on %s", (status) => {
    const verdict = checkCustomerRequest({ status });
    if (status === 'ready') expect(verdict).toEqual({ ok: false, reason: 'readyForYou' });
    else if (status === 'completed') expect(verdict).toEqual({ ok: false, reason: 'ready' });
    else expect(verdict).toEqual({ ok: true });
    expect(requestButtonDisabled({ status })).toBe(status === 'ready' || status === 'completed');
    expect(customerRequestTarget({ status })).toBe(status === 'requested' ? 'unrequested' : 'requested');
  });

  it.each(VALET_STATUSES)('counts the customer as paid on %s as SPEC 4 says', (status) => {
    expect(customerCountsAsPaid({ status, paid: true })).toBe(true);
    expect(customerCountsAsPaid({ status, paid: false })).toBe(['completed', 'paid', 'entry'].includes(status));
    expect(ticketSettled({ status, paid: false })).toBe(['completed', 'paid'].includes(status));
  });

  it('prices an hourly ticket per started hour, at least one', () => {
    const createdAt = '2026-11-23T10:00:00Z';
    const at = (iso: string) => new Date(iso);
    expect(valetTotalCents({ isHourly: false, price: 2500, createdAt }, at('2026-11-23T18:00:00Z'))).toBe(2500);
    expect(valetTotalCents({ isHourly: true, price: 1000, createdAt }, at('2026-11-23T10:05:00Z'))).toBe(1000);
    expect(valetTotalCents({ isHourly: true, price: 1000, createdAt }, at('2026-11-23T11:00:00Z'))).toBe(1000);
    expect(valetTotalCents({ isHourly: true, price: 1000, createdAt }, at('2026-11-23T11:00:01Z'))).toBe(2000);
  });

  it('ages a request: green under 5 minutes, amber to 10, red beyond', () => {
    const now = new Date('2026-11-23T12:00:00Z');
    expect(requestAge('2026-11-23T11:56:00Z', now)).toBe('fresh');
    expect(requestAge('2026-11-23T11:55:00Z', now)).toBe('waiting');
    expect(requestAge('2026-11-23T11:50:00Z', now)).toBe('waiting');
    expect(requestAge('2026-11-23T11:49:00Z', now)).toBe('late');
  });

  it('takes medians and cleans the receipt email', () => {
    expect(medianMinutes([])).toBeNull();
    expect(medianMinutes([9, 1, 5])).toBe(5);
    expect(medianMinutes([4, 1, 3, 2])).toBe(2.5);
    expect(cleanReceiptEmail('a b#c@x.com!')).toBe('abc@x.com');
    expect(cleanReceiptEmail('Ünï+tag@mail.example.org')).toBe('ntag@mail.example.org');
  });
});
