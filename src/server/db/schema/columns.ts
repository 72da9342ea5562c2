import { timestamp, uuid, type AnyPgColumn } from 'drizzle-orm/pg-core';

/** Shared column helpers: every time is a timestamptz (DESIGN "Conventions"). */
export const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
export const updatedAt = () => timestamp('updated_at', { withTimezone: true }).notNull().defaultNow();
export const tz = (name: string) => timestamp(name, { withTimezone: true });

/** A row's own id: a random uuid. */
export const id = () => uuid('id').primaryKey().defaultRandom();
/** A row that belongs to another and goes with it (a zone with its location, a plate with its vendor). */
export const belongsTo = (name: string, parent: () => AnyPgColumn) => uuid(name).notNull().references(parent, { onDelete: 'cascade' });
/** A link that outlives what it points at, as null (who recorded a row, which payment or zone). */
export const linkTo = (name: string, target: () => AnyPgColumn) => uuid(name).references(target, { onDelete: 'set null' });
