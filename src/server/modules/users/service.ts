import crypto from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import type { Mailer, MailMessage } from '../../integrations/mail/types';
import jwt from 'jsonwebtoken';
import { and, asc, eq, gt, gte, isNull, ne, or, sql } from 'drizzle-orm';
import { canManageRecord, isSuperadminEmail } from '../../../shared/access';
import { emailChangedEmail, enforcerInviteEmail, MESSAGES, resetPasswordEmail } from '../../../shared/messages';
import { jwtKey } from '../../auth/jwtKey';
import { ownedBy } from '../../auth/ownership';
import { passwordProblem } from '../../../shared/password';
import type { SignupRole } from '../../../shared/roles';
import { hashPassword, verifyPassword } from '../../auth/password';
import { badRequest, conflict, forbidden, HttpError, notFound, unauthorized } from '../../errors';
import { isUniqueViolation } from '../../db/errors';
import { userTokens, users, type UserRow } from '../../db/schema';
import type { AuthUser } from '../../plugins/auth';
import type { UserCache } from '../../auth/userCache';
import type { EnforcerJson, MeJson, UserJson } from './schemas';
import { successBody } from '../../schemas/common';
import { servicedLocationIds, setServicedLocations } from './team';
import { archiveOwnerLocations } from '../locations/service';

type TokenPurpose = 'reset' | 'activate';

/** Lifetimes of the emailed one-time links, in seconds. */
const TOKEN_TTL_S: Record<TokenPurpose | 'email-undo', number> = {
  reset: 60 * 60,
  activate: 7 * 24 * 60 * 60,
  'email-undo': 7 * 24 * 60 * 60,
};

/** What a reset or activation JWT carries; the SPA decodes it on load to show the email. */
interface OneTimeClaims {
  purpose: TokenPurpose;
  email: string;
  name: string;
  sub: string;
}

export const normalizeEmail = (email: string): string => email.trim().toLowerCase();

export const sha256 = (s: string): string => crypto.createHash('sha256').update(s).digest('hex');

export function toEnforcerJson(row: UserRow, locationIds: string[] = []): EnforcerJson {
  return { _id: row.id, name: row.name, email: row.email, isActive: row.isActive, locationIds, pending: !row.passwordHash };
}

// A real hash to verify against when the email is unknown, so a miss costs as long as a hit.
let dummyHash: Promise<string> | undefined;
const timingHash = () => (dummyHash ??= hashPassword(crypto.randomBytes(16).toString('hex')));

/** What the users service needs; signToken and toAuthUser are the auth plugin's. */
export interface UsersServiceDeps {
  db: Db;
  config: Config;
  jwtSecret: string;
  mailer: Mailer;
  log: FastifyBaseLogger;
  signToken(user: Pick<UserRow, 'id' | 'name' | 'email' | 'tokenVersion'>): string;
  toAuthUser(row: UserRow): AuthUser;
  /** Told after a user's row changed (committed), so the next request of that user reads it again. */
  userCache: Pick<UserCache, 'forget'>;
}

/**
 * Any account with this email, deleted or not (the unique index covers deleted rows too; a deleted
 * row's email is a tombstone, so it no longer holds the address).
 */
export async function findAnyUserByEmail(db: Db, email: string): Promise<UserRow | undefined> {
  const [row] = await db
    .select()
    .from(users)
    .where(sql`lower(${users.email}) = ${normalizeEmail(email)}`)
    .limit(1);
  return row;
}

/**
 * What a released row's email becomes: unique (the row's id), never deliverable (RFC 2606's
 * .invalid), and no address anyone can sign up with, so the real one is free again.
 */
export const tombstoneEmail = (id: string): string => `deleted-${id}@deleted.invalid`;

/**
 * An invitation nobody has taken up: an enforcer row never activated (no password). Such a row
 * only holds its address for an invite, so it never keeps the address's owner from signing up.
 */
export const isPendingInvite = (row: UserRow): boolean => !row.deletedAt && row.role === 'enforcer' && !row.isActive && !row.passwordHash;

/**
 * Marks a user row deleted (kept, with its history) and frees its address: the email becomes a
 * tombstone and every open emailed link (reset, activation) is closed, so none of them works again.
 */
export async function releaseUserRow(tx: Db, userId: string, now: Date): Promise<void> {
  await tx
    .update(users)
    .set({ deletedAt: sql`coalesce(${users.deletedAt}, ${now.toISOString()}::timestamptz)`, email: tombstoneEmail(userId), updatedAt: now })
    .where(eq(users.id, userId));
  await tx
    .update(userTokens)
    .set({ usedAt: now })
    .where(and(eq(userTokens.userId, userId), isNull(userTokens.usedAt)));
}

/** The account with this email, unless it was deleted. */
export async function findLiveUserByEmail(db: Db, email: string): Promise<UserRow | undefined> {
  const row = await findAnyUserByEmail(db, email);
  return row && !row.deletedAt ? row : undefined;
}

export function createUsersService(deps: UsersServiceDeps) {
  const { db, config, jwtSecret, mailer, log, signToken, toAuthUser, userCache } = deps;
  // Computed now so the first unknown-email sign-in is not the one slow request that stands out.
  void timingHash();

  const toJson = (row: UserRow): UserJson => {
    const u = toAuthUser(row);
    return { _id: u.id, name: u.name, email: u.email, role: u.role, isActive: u.isActive, isSuperadmin: u.isSuperadmin };
  };

  /** The signed-in user's own view, with their reminder settings (GET /me, PATCH /users/update). */
  const toMeJson = (row: UserRow): MeJson => ({ ...toJson(row), reminderMinutes: row.reminderMinutes, remindersOn: !row.remindersOff });

  const authResult = (row: UserRow) => {
    const token = signToken(row);
    const user = toJson(row);
    return successBody({ token, user, data: { token, user } });
  };

  const findAnyByEmail = (email: string) => findAnyUserByEmail(db, email);
  const findLiveByEmail = (email: string) => findLiveUserByEmail(db, email);

  /**
   * Whether an address is held for an account that moved from it, while the link mailed to it can
   * put it back (7 days): taken meanwhile by a sign-up, a change or an invite, the owner's undo
   * would fail, and whoever changed it with a stolen session would keep the account.
   */
  async function heldForUndo(email: string, exceptUserId?: string): Promise<boolean> {
    const [row] = await db
      .select({ userId: userTokens.userId })
      .from(userTokens)
      .where(
        and(
          eq(userTokens.purpose, 'email-undo'),
          isNull(userTokens.usedAt),
          gt(userTokens.expiresAt, new Date()),
          sql`lower(${userTokens.previousEmail}) = ${normalizeEmail(email)}`,
          exceptUserId ? ne(userTokens.userId, exceptUserId) : undefined,
        ),
      )
      .limit(1);
    return Boolean(row);
  }

  /** The signed-in account's row, once `password` proved to be its password (400 when not). */
  async function provenRow(me: AuthUser, password: string): Promise<UserRow & { passwordHash: string }> {
    const row = await findLiveById(me.id);
    if (!row?.passwordHash) throw unauthorized(MESSAGES.tokenInvalid);
    if (!(await verifyPassword(row.passwordHash, password))) throw badRequest(MESSAGES.currentPasswordWrong);
    return { ...row, passwordHash: row.passwordHash };
  }

  async function findLiveById(id: string): Promise<UserRow | undefined> {
    const [row] = await db
      .select()
      .from(users)
      .where(and(eq(users.id, id), isNull(users.deletedAt)))
      .limit(1);
    return row;
  }

  /** An enforcer the manager invited (odogwu: any); someone else's reads as absent, not forbidden, so ids reveal nothing. */
  async function findOwnEnforcer(manager: AuthUser, id: string): Promise<UserRow> {
    const row = await findLiveById(id);
    if (!row || row.role !== 'enforcer' || !canManageRecord(manager, row.invitedBy)) throw notFound();
    return row;
  }

  async function sendMail(message: Parameters<typeof mailer.send>[0]): Promise<void> {
    try {
      await mailer.send(message);
    } catch (err) {
      log.error({ err, kind: message.kind }, 'mail could not be sent');
      throw new HttpError(502, MESSAGES.mailFailed);
    }
  }

  /** Signs a one-time link token and stores only its hash, so a database leak yields no live links. */
  async function issueOneTimeToken(user: UserRow, purpose: TokenPurpose): Promise<string> {
    const claims: Omit<OneTimeClaims, 'sub'> = { purpose, email: user.email, name: user.name };
    const token = jwt.sign(claims, jwtKey(jwtSecret), {
      algorithm: 'HS256',
      expiresIn: TOKEN_TTL_S[purpose],
      subject: user.id,
      // Two links issued in the same second would otherwise be byte-identical.
      jwtid: crypto.randomUUID(),
    });
    await db.insert(userTokens).values({
      userId: user.id,
      purpose,
      tokenHash: sha256(token),
      expiresAt: new Date(Date.now() + TOKEN_TTL_S[purpose] * 1000),
    });
    return token;
  }

  function readOneTimeToken(token: string, purpose: TokenPurpose): OneTimeClaims | null {
    try {
      const p = jwt.verify(token, jwtKey(jwtSecret), { algorithms: ['HS256'] });
      if (typeof p !== 'object' || p.purpose !== purpose) return null;
      if (typeof p.sub !== 'string' || typeof p.email !== 'string') return null;
      return { purpose, email: p.email, name: typeof p.name === 'string' ? p.name : '', sub: p.sub };
    } catch {
      return null;
    }
  }

  /** A token still usable right now (not used, not expired in the database), without using it. */
  async function findOpenToken(token: string, purpose: TokenPurpose) {
    const [row] = await db
      .select()
      .from(userTokens)
      .where(
        and(
          eq(userTokens.tokenHash, sha256(token)),
          eq(userTokens.purpose, purpose),
          isNull(userTokens.usedAt),
          gt(userTokens.expiresAt, new Date()),
        ),
      )
      .limit(1);
    return row;
  }

  /** Closes every open link of one kind for a user (after use, or when a newer one replaces them). */
  function closeTokensQuery(userId: string, purpose: TokenPurpose, now: Date) {
    return db
      .update(userTokens)
      .set({ usedAt: now })
      .where(and(eq(userTokens.userId, userId), eq(userTokens.purpose, purpose), isNull(userTokens.usedAt)));
  }

  /**
   * Uses a one-time token and applies `changes` to its user in one transaction. The conditional
   * UPDATE claims the token, so of two concurrent uses exactly one wins.
   */
  async function consumeOneTimeToken(token: string, purpose: TokenPurpose, userId: string, changes: Partial<typeof users.$inferInsert>) {
    const now = new Date();
    const used = await db.transaction(async (tx) => {
      const claimed = await tx
        .update(userTokens)
        .set({ usedAt: now })
        .where(
          and(
            eq(userTokens.tokenHash, sha256(token)),
            eq(userTokens.purpose, purpose),
            eq(userTokens.userId, userId),
            isNull(userTokens.usedAt),
            gt(userTokens.expiresAt, now),
          ),
        )
        .returning({ id: userTokens.id });
      if (claimed.length === 0) return false;
      await tx
        .update(userTokens)
        .set({ usedAt: now })
        .where(and(eq(userTokens.userId, userId), eq(userTokens.purpose, purpose), isNull(userTokens.usedAt)));
      await tx
        .update(users)
        .set({ ...changes, updatedAt: now })
        .where(eq(users.id, userId));
      return true;
    });
    if (used) userCache.forget(userId);
    return used;
  }

  return {
    toJson,

    async login(email: string, password: string) {
      const row = await findLiveByEmail(email);
      // Verify even without a stored hash so unknown and known emails take the same time.
      const ok = await verifyPassword(row?.passwordHash ?? (await timingHash()), password);
      if (!row) throw unauthorized(MESSAGES.wrongCredentials);
      // A pending invitee has no password yet: the accurate answer is "not active", not "wrong".
      if (!row.isActive && !row.passwordHash) throw unauthorized(MESSAGES.accountInactive);
      // Someone who once activated was deactivated since: their activation link is spent, so the
      // way back is whoever runs their team (told only to whoever knows the password).
      if (!row.isActive && ok) throw unauthorized(MESSAGES.accountDeactivated);
      if (!ok || !row.passwordHash) throw unauthorized(MESSAGES.wrongCredentials);
      return authResult(row);
    },

    async signup(input: { name: string; email: string; password: string; passwordConfirm: string; role: SignupRole }) {
      if (input.password !== input.passwordConfirm) throw badRequest(MESSAGES.passwordsNotMatching);
      const problem = passwordProblem(input.password);
      if (problem) throw badRequest(problem);
      const email = normalizeEmail(input.email);
      // A superadmin address is the operator's to create (the CLI): said as taken, not as whose it is.
      if (isSuperadminEmail(email, config.superadminEmails)) throw conflict(MESSAGES.emailTaken);
      const held = await findAnyByEmail(email);
      if (held && !isPendingInvite(held)) throw conflict(MESSAGES.emailTaken);
      if (await heldForUndo(email)) throw conflict(MESSAGES.emailTaken);
      const passwordHash = await hashPassword(input.password);
      try {
        const { row, cancelled } = await db.transaction(async (tx) => {
          // An invitation nobody took up does not keep the address's owner out: it is cancelled
          // (the row kept as deleted, its address a tombstone, its activation links closed), so the
          // inviting team no longer lists it, and the person becomes the account they sign up as.
          const [invite] = await tx
            .select()
            .from(users)
            .where(sql`lower(${users.email}) = ${email}`)
            .for('update')
            .limit(1);
          if (invite && !isPendingInvite(invite)) throw conflict(MESSAGES.emailTaken);
          if (invite) await releaseUserRow(tx, invite.id, new Date());
          const [created] = await tx
            .insert(users)
            .values({ name: input.name, email, passwordHash, role: input.role, isActive: true })
            .returning();
          return { row: created!, cancelled: invite?.id };
        });
        if (cancelled) userCache.forget(cancelled);
        return authResult(row);
      } catch (err) {
        // Two sign-ups for one address at the same moment: the unique index decides.
        if (isUniqueViolation(err)) throw conflict(MESSAGES.emailTaken);
        throw err;
      }
    },

    async forgotPassword(email: string) {
      const row = await findLiveByEmail(email);
      // A pending invite is no account yet (its link sets the first password; sign-up takes the
      // address over): a reset would give it a password and so keep the address's owner out.
      if (!row || isPendingInvite(row)) throw notFound(MESSAGES.forgotFailed);
      const token = await issueOneTimeToken(row, 'reset');
      const link = `${config.publicUrl}/reset/${token}`;
      await sendMail({
        to: row.email,
        ...resetPasswordEmail(row.name, link),
        kind: 'reset',
        meta: { userId: row.id, link },
      });
      return successBody({ message: MESSAGES.forgotSent });
    },

    async resetPassword(token: string, password: string) {
      const claims = readOneTimeToken(token, 'reset');
      if (!claims || !(await findOpenToken(token, 'reset'))) throw badRequest(MESSAGES.invalidResetToken);
      const problem = passwordProblem(password);
      if (problem) throw badRequest(problem);
      const user = await findLiveById(claims.sub);
      if (!user || isPendingInvite(user)) throw badRequest(MESSAGES.invalidResetToken);
      const passwordHash = await hashPassword(password);
      const ok = await consumeOneTimeToken(token, 'reset', user.id, { passwordHash, passwordChangedAt: new Date() });
      if (!ok) throw badRequest(MESSAGES.invalidResetToken);
      return successBody({ message: MESSAGES.resetSuccess });
    },

    /** The signed-in user as stored now. */
    async me(me: AuthUser): Promise<MeJson> {
      const row = await findLiveById(me.id);
      if (!row) throw unauthorized(MESSAGES.tokenInvalid);
      return toMeJson(row);
    },

    async updateMe(me: AuthUser, input: { name?: string; email?: string; reminderMinutes?: number; remindersOn?: boolean }) {
      const changes: Partial<typeof users.$inferInsert> = {};
      if (input.name !== undefined) changes.name = input.name;
      if (input.reminderMinutes !== undefined) changes.reminderMinutes = input.reminderMinutes;
      if (input.remindersOn !== undefined) changes.remindersOff = !input.remindersOn;
      if (input.email !== undefined && normalizeEmail(input.email) !== normalizeEmail(me.email)) {
        // The superadmin is an odogwu with one of these addresses: an odogwu taking one that has no
        // account yet (or no longer) would make themselves superadmin.
        if (isSuperadminEmail(input.email, config.superadminEmails)) throw forbidden(MESSAGES.emailReserved);
        const other = await findAnyByEmail(input.email);
        if (other && other.id !== me.id) throw conflict(MESSAGES.emailTaken);
        if (await heldForUndo(input.email, me.id)) throw conflict(MESSAGES.emailTaken);
        changes.email = normalizeEmail(input.email);
      }
      if (Object.keys(changes).length === 0) {
        const row = await findLiveById(me.id);
        if (!row) throw unauthorized(MESSAGES.tokenInvalid);
        return toMeJson(row);
      }
      const now = new Date();
      try {
        const { row, mail } = await db.transaction(async (tx) => {
          const [before] = await tx
            .select()
            .from(users)
            .where(and(eq(users.id, me.id), isNull(users.deletedAt)))
            .for('update')
            .limit(1);
          if (!before) throw unauthorized(MESSAGES.tokenInvalid);
          const [updated] = (await tx
            .update(users)
            .set({ ...changes, updatedAt: now })
            .where(eq(users.id, me.id))
            .returning()) as [UserRow];
          if (changes.email === undefined || normalizeEmail(before.email) === changes.email) return { row: updated, mail: null };
          // The change happens at once (SPEC's client expects the new address in the answer); the
          // address it replaces is told, with a link that puts it back, written in this transaction
          // so the change is never kept without its mail. Never mailed to the new address: whoever
          // changed it with a stolen session must not get the link.
          const token = crypto.randomBytes(32).toString('base64url');
          const [undo] = await tx
            .insert(userTokens)
            .values({
              userId: me.id,
              purpose: 'email-undo',
              tokenHash: sha256(token),
              previousEmail: before.email,
              expiresAt: new Date(now.getTime() + TOKEN_TTL_S['email-undo'] * 1000),
            })
            .returning({ id: userTokens.id });
          const message: MailMessage = {
            to: before.email,
            ...emailChangedEmail(before.name, updated.email, `${config.publicUrl}/email-undo/${token}`),
            kind: 'email-changed',
            // tokenId: sent again while that link works, when this delivery fails (emailChangedRedelivery.ts).
            meta: { userId: me.id, tokenId: undo!.id },
          };
          return { row: updated, mail: { id: await mailer.enqueue(tx, message), message } };
        });
        userCache.forget(me.id);
        if (mail) {
          try {
            await mailer.deliver(mail.id, mail.message);
          } catch (err) {
            // The change and its mail are stored; a failed delivery is logged (the outbox row says so), not the caller's failure.
            log.error({ err, mailId: mail.id, kind: mail.message.kind }, 'mail could not be sent');
          }
        }
        return toMeJson(row);
      } catch (err) {
        if (isUniqueViolation(err)) throw conflict(MESSAGES.emailTaken);
        throw err;
      }
    },

    /**
     * Puts back the address an account had before an email change, from the link mailed to that
     * address: the account is signed out everywhere (token_version moves on), its password is
     * replaced by one nobody knows (whoever changed the address may have set one through a reset
     * link sent to their own), and every open reset and activation link is closed, as is every undo
     * link issued from this one on (a later change's link went to an address the account moved to,
     * perhaps the intruder's). An undo link of an earlier change stays open: it puts back an address
     * the account had before, so using a later link never locks out the earlier address's owner.
     */
    async undoEmailChange(token: string) {
      const now = new Date();
      const [open] = await db
        .select()
        .from(userTokens)
        .where(
          and(
            eq(userTokens.tokenHash, sha256(token)),
            eq(userTokens.purpose, 'email-undo'),
            isNull(userTokens.usedAt),
            gt(userTokens.expiresAt, now),
          ),
        )
        .limit(1);
      const previousEmail = open?.previousEmail;
      if (!open || !previousEmail) throw badRequest(MESSAGES.emailUndoInvalid);
      const other = await findAnyByEmail(previousEmail);
      if (other && other.id !== open.userId) throw conflict(MESSAGES.emailUndoTaken);
      const passwordHash = await hashPassword(crypto.randomBytes(32).toString('base64url'));
      try {
        await db.transaction(async (tx) => {
          // The conditional UPDATE claims the token: of two uses at once, exactly one goes on.
          const claimed = await tx
            .update(userTokens)
            .set({ usedAt: now })
            .where(and(eq(userTokens.id, open.id), isNull(userTokens.usedAt), gt(userTokens.expiresAt, now)))
            .returning({ id: userTokens.id });
          if (claimed.length === 0) throw badRequest(MESSAGES.emailUndoInvalid);
          await tx
            .update(userTokens)
            .set({ usedAt: now })
            .where(
              and(
                eq(userTokens.userId, open.userId),
                isNull(userTokens.usedAt),
                or(ne(userTokens.purpose, 'email-undo'), gte(userTokens.createdAt, open.createdAt)),
              ),
            );
          const [row] = await tx
            .update(users)
            .set({
              email: previousEmail,
              passwordHash,
              passwordChangedAt: now,
              // The trigger of migration 0017 moves it on for the new password too; said here as well.
              tokenVersion: sql`${users.tokenVersion} + 1`,
              updatedAt: now,
            })
            .where(and(eq(users.id, open.userId), isNull(users.deletedAt)))
            .returning({ id: users.id });
          // A deleted account's links were closed with it; should one be found, nothing is kept.
          if (!row) throw badRequest(MESSAGES.emailUndoInvalid);
        });
      } catch (err) {
        // Another account took the address between the check above and the update.
        if (isUniqueViolation(err)) throw conflict(MESSAGES.emailUndoTaken);
        throw err;
      }
      userCache.forget(open.userId);
      return successBody({ message: MESSAGES.emailUndone });
    },

    /**
     * A new password for the signed-in account, proven by the current one (a session left open on a
     * shared device must not be enough). Every other session ends (migration 0017's trigger moves
     * the token version on); this one gets a new token, as a sign-in would. Open reset links close.
     */
    async changePassword(me: AuthUser, input: { currentPassword: string; password: string; passwordConfirm: string }) {
      const row = await provenRow(me, input.currentPassword);
      if (input.password !== input.passwordConfirm) throw badRequest(MESSAGES.passwordsNotMatching);
      const problem = passwordProblem(input.password);
      if (problem) throw badRequest(problem);
      if (input.password === input.currentPassword) throw badRequest(MESSAGES.passwordUnchanged);
      const passwordHash = await hashPassword(input.password);
      const now = new Date();
      const updated = await db.transaction(async (tx) => {
        // Only over the hash that was checked: of two changes at once, the second's current password is stale.
        const [changed] = await tx
          .update(users)
          .set({ passwordHash, passwordChangedAt: now, updatedAt: now })
          .where(and(eq(users.id, row.id), eq(users.passwordHash, row.passwordHash), isNull(users.deletedAt)))
          .returning();
        // The password changed since it was checked (another device, at the same moment): this session has ended with it.
        if (!changed) throw conflict(MESSAGES.passwordChangedMeanwhile);
        await tx
          .update(userTokens)
          .set({ usedAt: now })
          .where(and(eq(userTokens.userId, row.id), eq(userTokens.purpose, 'reset'), isNull(userTokens.usedAt)));
        return changed;
      });
      userCache.forget(row.id);
      return authResult(updated);
    },

    /** Refuses (400) a password that is not the account's: what an action proven by it checks first. */
    async checkPassword(me: AuthUser, password: string): Promise<void> {
      await provenRow(me, password);
    },

    async deleteMe(me: AuthUser) {
      // The payments console's account: deleted, nobody could review payments until the operator made it again.
      if (me.isSuperadmin) throw conflict(MESSAGES.superadminNotDeleted);
      const now = new Date();
      await db.transaction(async (tx) => {
        // Kept with its history, but its address freed (a tombstone) so the person may sign up
        // again; its open emailed links are closed and its session tokens die with the row.
        await releaseUserRow(tx, me.id, now);
        // An owner's lots go with the account: archived, so drivers no longer find or book them.
        await archiveOwnerLocations(tx, me.id, now);
      });
      userCache.forget(me.id);
    },

    /** Creates (or, for a still-pending invitee of this manager, re-sends) an enforcer invitation. */
    async inviteEnforcer(manager: AuthUser, input: { name: string; email: string }): Promise<{ created: boolean; user: UserJson }> {
      if (await heldForUndo(input.email)) throw conflict(MESSAGES.emailTaken);
      const existing = await findAnyByEmail(input.email);
      let row: UserRow;
      let created = false;
      if (existing) {
        const pending = !existing.deletedAt && existing.role === 'enforcer' && !existing.isActive && !existing.passwordHash;
        const mine = canManageRecord(manager, existing.invitedBy);
        if (!pending || !mine) throw conflict(MESSAGES.emailTaken);
        const now = new Date();
        // Only the newest link should work, so a forwarded older invite cannot be used.
        await closeTokensQuery(existing.id, 'activate', now);
        [row] = (await db.update(users).set({ name: input.name, updatedAt: now }).where(eq(users.id, existing.id)).returning()) as [
          UserRow,
        ];
        userCache.forget(existing.id);
      } else {
        try {
          [row] = (await db
            .insert(users)
            .values({ name: input.name, email: normalizeEmail(input.email), role: 'enforcer', isActive: false, invitedBy: manager.id })
            .returning()) as [UserRow];
          created = true;
        } catch (err) {
          if (isUniqueViolation(err)) throw conflict(MESSAGES.emailTaken);
          throw err;
        }
      }
      const token = await issueOneTimeToken(row, 'activate');
      const link = `${config.publicUrl}/auth/member/activate/${token}`;
      await sendMail({
        to: row.email,
        ...enforcerInviteEmail(row.name, manager.name, link),
        kind: 'invite',
        meta: { userId: row.id, invitedBy: manager.id, link },
      });
      return { created, user: toJson(row) };
    },

    async listEnforcers(manager: AuthUser): Promise<EnforcerJson[]> {
      const scope = [eq(users.role, 'enforcer'), isNull(users.deletedAt)];
      // odogwu is the admin-like role and oversees every team.
      const own = ownedBy(manager, users.invitedBy);
      if (own) scope.push(own);
      const rows = await db
        .select()
        .from(users)
        .where(and(...scope))
        .orderBy(asc(users.createdAt), asc(users.id));
      const serviced = await servicedLocationIds(
        db,
        manager,
        rows.map((r) => r.id),
      );
      return rows.map((r) => toEnforcerJson(r, serviced.get(r.id)));
    },

    async setEnforcerActive(manager: AuthUser, id: string, isActive: boolean): Promise<EnforcerJson> {
      const row = await findOwnEnforcer(manager, id);
      const now = new Date();
      const serviced = (await servicedLocationIds(db, manager, [row.id])).get(row.id);
      if (!row.passwordHash) {
        if (isActive) throw conflict(MESSAGES.enforcerPending);
        // Deactivating a pending invitee withdraws the invitation.
        await closeTokensQuery(row.id, 'activate', now);
        return toEnforcerJson(row, serviced);
      }
      const [updated] = await db.update(users).set({ isActive, updatedAt: now }).where(eq(users.id, row.id)).returning();
      userCache.forget(row.id);
      return toEnforcerJson(updated!, serviced);
    },

    /** PUT /users/enforcement/{id}/locations: which of the manager's locations the enforcer services. */
    async setEnforcerLocations(manager: AuthUser, id: string, locationIds: string[]): Promise<EnforcerJson> {
      const row = await findOwnEnforcer(manager, id);
      const serviced = await setServicedLocations(db, manager, row.id, locationIds);
      // What the enforcer may see changed: their open live streams check again now (a lot taken away
      // stops at once, not at the next heartbeat); the row's update tells every instance.
      await db.update(users).set({ updatedAt: new Date() }).where(eq(users.id, row.id));
      userCache.forget(row.id);
      return toEnforcerJson(row, serviced);
    },

    async activateMember(input: { token: string; email: string; password: string; confirm: string }) {
      if (!input.password || !input.confirm) throw badRequest(MESSAGES.activationFieldsRequired);
      if (input.password !== input.confirm) throw badRequest(MESSAGES.passwordsNotMatching);
      const claims = readOneTimeToken(input.token, 'activate');
      const valid =
        claims && normalizeEmail(claims.email) === normalizeEmail(input.email) && (await findOpenToken(input.token, 'activate'));
      if (!claims || !valid) throw badRequest(MESSAGES.invalidActivationToken);
      const problem = passwordProblem(input.password);
      if (problem) throw badRequest(problem);
      const user = await findLiveById(claims.sub);
      if (!user || normalizeEmail(user.email) !== normalizeEmail(input.email)) throw badRequest(MESSAGES.invalidActivationToken);
      const passwordHash = await hashPassword(input.password);
      const now = new Date();
      const ok = await consumeOneTimeToken(input.token, 'activate', user.id, { passwordHash, passwordChangedAt: now, isActive: true });
      if (!ok) throw badRequest(MESSAGES.invalidActivationToken);
      return successBody({ message: MESSAGES.activationSuccess });
    },
  };
}

export type UsersService = ReturnType<typeof createUsersService>;
