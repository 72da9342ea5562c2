import { timestamp } from 'drizzle-orm/pg-core';

/** Shared column helpers: every time is a timestamptz (DESIGN "Conventions"). */
export const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
export const updatedAt = () => timestamp('updated_at', { withTimezone: true }).notNull().defaultNow();
export const tz = (name: string) => timestamp(name, { withTimezone: true });
