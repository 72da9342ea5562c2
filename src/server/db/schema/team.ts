import { index, pgTable, primaryKey } from 'drizzle-orm/pg-core';
import { belongsTo, createdAt, linkTo } from './columns';
import { locations } from './locations';
import { users } from './users';

/**
 * Which locations an enforcer services: chosen by the owner who invited them, among the owner's own
 * locations (odogwu: any). The enforcer's /service/locations list and plate checks read it.
 */
export const enforcerLocations = pgTable(
  'enforcer_locations',
  {
    enforcerId: belongsTo('enforcer_id', () => users.id),
    locationId: belongsTo('location_id', () => locations.id),
    assignedBy: linkTo('assigned_by', () => users.id),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.enforcerId, t.locationId] }), index('enforcer_locations_location_idx').on(t.locationId)],
);
