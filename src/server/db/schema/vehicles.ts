import { index, integer, jsonb, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, id, updatedAt } from './columns';

/** The registry of plates seen before; the offline vehicle lookup answers from here. */
export const vehicles = pgTable(
  'vehicles',
  {
    id: id(),
    plate: text('plate').notNull(),
    state: text('state').notNull(),
    make: text('make'),
    model: text('model'),
    year: integer('year'),
    bodyType: text('body_type'),
    color: text('color'),
    vin: text('vin'),
    imageUrl: text('image_url'),
    // Whatever an external lookup returned, kept so a repeat lookup needs no call.
    lookupData: jsonb('lookup_data').$type<Record<string, unknown>>(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex('vehicles_plate_state_unique').on(t.plate, t.state), index('vehicles_vin_idx').on(t.vin)],
);

export type VehicleRow = typeof vehicles.$inferSelect;
export type NewVehicleRow = typeof vehicles.$inferInsert;
