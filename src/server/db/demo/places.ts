import type { NewZoneRow } from '../schema';
import { COLORS, CUSTOMER_VEHICLES, DEMO_LOCATIONS, US_STATES, VEHICLE_MODELS, type DemoLocation } from './catalog';
import { DAY } from './time';
import type { DemoContext, DemoVehicle } from './types';

export const ownerOf = (ctx: DemoContext, l: DemoLocation): string => (l.owner === 'vendor' ? ctx.owners.vendorId : ctx.owners.adminId);

export function addLocations(ctx: DemoContext): void {
  const { rnd, rows } = ctx;
  for (const l of DEMO_LOCATIONS) {
    const id = rnd.uuid();
    ctx.locationIds.set(l.key, id);
    rows.locations.push({
      id,
      userId: ownerOf(ctx, l),
      name: l.name,
      address: l.address,
      placeId: `demo-place-${l.key}`,
      phoneNumber: l.phoneNumber,
      latitude: l.latitude,
      longitude: l.longitude,
      timeZone: l.timeZone,
      archieved: l.archieved ?? false,
      lotName: l.name,
      lotAddress: l.address.split(',')[0],
      lotCity: l.lot.city,
      lotState: l.lot.state,
      // The sum of the lot's Update Revenue entries, as the server keeps it: the demo has none yet (a
      // figure here without its entries was replaced by the first entry's amount).
      lotRevenueCents: 0,
      lotCapacity: l.lot.capacity,
      lotOccupancy: l.lot.occupancy,
      createdAt: new Date(ctx.now.getTime() - (ctx.historyDays + 10) * DAY),
    });
    const zones: NewZoneRow[] = l.zones.map((z) => ({
      id: rnd.uuid(),
      locationId: id,
      zoneNumber: z.zoneNumber,
      priceCents: z.priceCents,
      isHourly: z.isHourly,
      openTime: z.openTime ?? '06:00',
      closeTime: z.closeTime ?? '23:00',
      archieved: z.archieved ?? false,
    }));
    rows.zones.push(...zones);
    ctx.zonesByLocation.set(l.key, zones);
  }
}

/** The vehicle registry: the demo customer's cars, then a pool of plates seen around the lots (a third registered). */
export function addVehicles(ctx: DemoContext): void {
  const { rnd, rows } = ctx;
  const seen = new Set<string>();
  for (const v of CUSTOMER_VEHICLES) {
    const id = rnd.uuid();
    rows.vehicles.push({ id, ...v });
    ctx.customerVehicles.push({ id, plate: v.plate, state: v.state, make: v.make, model: v.model, year: v.year });
    seen.add(`${v.plate}/${v.state}`);
  }
  while (ctx.pool.length < 240) {
    const plate = rnd.chance(0.7) ? `${rnd.letters(3)}${rnd.digits(4)}` : `${rnd.digits(1)}${rnd.letters(3)}${rnd.digits(3)}`;
    const state = rnd.pick(US_STATES);
    if (seen.has(`${plate}/${state}`)) continue;
    seen.add(`${plate}/${state}`);
    const v: DemoVehicle = { plate, state };
    if (ctx.pool.length < 80) {
      const [make, model, bodyType] = rnd.pick(VEHICLE_MODELS);
      Object.assign(v, { id: rnd.uuid(), make, model, year: rnd.int(2012, 2026) });
      rows.vehicles.push({
        id: v.id,
        plate,
        state,
        make,
        model,
        year: v.year,
        bodyType,
        color: rnd.pick(COLORS),
        vin: `DEMO${rnd.letters(4)}${rnd.digits(9)}`,
      });
    }
    ctx.pool.push(v);
  }
}
