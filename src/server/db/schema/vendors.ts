import { index, pgTable, text } from 'drizzle-orm/pg-core';
import { belongsTo, createdAt, id, tz, updatedAt } from './columns';
import { locations } from './locations';

/** Businesses a location validates parking for (management screens), each with a code and plates. */
export const vendors = pgTable(
  'vendors',
  {
    id: id(),
    locationId: belongsTo('location_id', () => locations.id),
    name: text('name').notNull(),
    code: text('code').notNull(),
    expirationDate: tz('expiration_date').notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('vendors_location_idx').on(t.locationId, t.code)],
);

export const vendorPlates = pgTable(
  'vendor_plates',
  {
    id: id(),
    vendorId: belongsTo('vendor_id', () => vendors.id),
    plateNumber: text('plate_number').notNull(),
    plateState: text('plate_state').notNull(),
  },
  (t) => [index('vendor_plates_vendor_idx').on(t.vendorId), index('vendor_plates_plate_idx').on(t.plateNumber)],
);

export type VendorRow = typeof vendors.$inferSelect;
export type NewVendorRow = typeof vendors.$inferInsert;
export type VendorPlateRow = typeof vendorPlates.$inferSelect;
export type NewVendorPlateRow = typeof vendorPlates.$inferInsert;
