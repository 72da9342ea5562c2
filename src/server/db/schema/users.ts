import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgEnum, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { belongsTo, id } from './columns';
import { ROLES } from '../../../shared/roles';
import { DEFAULTS } from '../../../shared/limits';

export const roleEnum = pgEnum('role', ROLES);

export const users = pgTable(
  'users',
  {
    id: id(),
    name: text('name').notNull(),
    email: text('email').notNull(),
    passwordHash: text('password_hash'),
    role: roleEnum('role').notNull().default('customer'),
    isActive: boolean('is_active').notNull().default(true),
    invitedBy: uuid('invited_by'),
    // How many minutes before a booking ends its reminder mail goes out (5 to 60), and whether it does.
    reminderMinutes: integer('reminder_minutes').notNull().default(DEFAULTS.reminderMinutes),
    remindersOff: boolean('reminders_off').notNull().default(false),
    passwordChangedAt: timestamp('password_changed_at', { withTimezone: true }),
    // Signed into every session token (`tv`); a token of another version is refused. A trigger
    // (migration 0017) adds one on every deactivation and password change, whoever makes it, so a
    // token issued before either stays dead after a re-activation.
    tokenVersion: integer('token_version').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('users_email_unique').on(sql`lower(${t.email})`),
    index('users_invited_by_idx').on(t.invitedBy),
    check('users_reminder_minutes_check', sql`${t.reminderMinutes} between 5 and 60`),
  ],
);

/**
 * One-time tokens for password reset, enforcer activation and undoing an email change (mailed to
 * the address the account had before); only a hash is stored.
 */
export const userTokens = pgTable(
  'user_tokens',
  {
    id: id(),
    userId: belongsTo('user_id', () => users.id),
    purpose: text('purpose', { enum: ['reset', 'activate', 'email-undo'] }).notNull(),
    tokenHash: text('token_hash').notNull(),
    // 'email-undo' only: the address the account had before the change, which the token puts back.
    previousEmail: text('previous_email'),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('user_tokens_hash_unique').on(t.tokenHash), index('user_tokens_user_idx').on(t.userId)],
);

export type UserRow = typeof users.$inferSelect;
