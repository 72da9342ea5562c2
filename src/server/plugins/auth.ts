import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import jwt from 'jsonwebtoken';
import { eq, sql } from 'drizzle-orm';
import { can, isSuperadminEmail, type Permission } from '../../shared/access';
import type { Role } from '../../shared/roles';
import { MESSAGES } from '../../shared/messages';
import { forbidden, unauthorized } from '../errors';
import { users, type UserRow } from '../db/schema';
import { withCompiledRows } from '../db/rowMapper';
import { jwtKey } from '../auth/jwtKey';
import { createVerifiedTokens } from '../auth/verifiedTokens';

/** The signed-in user as the API sees it. */
export interface AuthUser {
  id: string;
  name: string;
  email: string;
  role: Role;
  isActive: boolean;
  isSuperadmin: boolean;
  /** The owner who invited this account (an enforcer's or valet's employer), null for everyone else. */
  invitedBy: string | null;
}

/**
 * An async access check, usable as an onRequest hook (before the body is parsed, so an unauthorised
 * caller learns nothing about it) or as a preHandler.
 */
export type AuthHook = (req: FastifyRequest, reply: FastifyReply) => Promise<void>;

export interface TokenPayload {
  id: string;
  name: string;
  email: string;
  /** The user's token_version when signed (absent in tokens from before it: version 0). */
  tv?: number;
  /** When it was signed, in milliseconds (jsonwebtoken's iat is whole seconds); absent in older tokens. */
  at?: number;
}

/** A token's payload once verified: jsonwebtoken adds when it was issued and when it expires (seconds). */
type VerifiedPayload = TokenPayload & { iat?: number; exp?: number };

declare module 'fastify' {
  interface FastifyRequest {
    user: AuthUser | null;
    authError: string | null;
  }
  interface FastifyInstance {
    signToken(user: Pick<UserRow, 'id' | 'name' | 'email' | 'tokenVersion'>): string;
    toAuthUser(row: UserRow): AuthUser;
    /**
     * The request's user as their row reads now (null: no longer valid, e.g. deactivated, deleted or
     * signed out everywhere): what a long-lived request (a live stream) re-checks when a user changes.
     */
    currentUser(req: FastifyRequest): Promise<AuthUser | null>;
    /** preHandler: 401 unless a valid bearer token names an active user. */
    authenticate: AuthHook;
    /** preHandler: 401 as above, then 403 unless the user's role has the permission. */
    requirePermission(permission: Permission): AuthHook;
  }
}

/**
 * Bearer-token authentication for /api/v1. A token is read on every request but only enforced by
 * `authenticate`/`requirePermission`, so a stale token in the SPA never blocks login or public pages.
 * Users come from the database, or from memory between requests while every change to a user row
 * reaches this server (auth/userCache.ts), so deactivation, deletion and password changes take effect at once.
 */
export const authPlugin = fp(async (app: FastifyInstance) => {
  const secret = jwtKey(app.deps.jwtSecret);
  const superadmins = app.deps.config.superadminEmails;

  app.decorate('toAuthUser', (row: UserRow): AuthUser => ({
    id: row.id,
    name: row.name,
    email: row.email,
    role: row.role,
    isActive: row.isActive,
    isSuperadmin: row.role === 'odogwu' && isSuperadminEmail(row.email, superadmins),
    invitedBy: row.invitedBy,
  }));

  app.decorate('signToken', (user: Pick<UserRow, 'id' | 'name' | 'email' | 'tokenVersion'>) => {
    const payload: TokenPayload = { id: user.id, name: user.name, email: user.email, tv: user.tokenVersion, at: Date.now() };
    return jwt.sign(payload, secret, {
      algorithm: 'HS256',
      expiresIn: app.deps.config.jwtExpiresIn as jwt.SignOptions['expiresIn'],
    });
  });

  // Every authenticated request reads its user: built once, and a named statement PostgreSQL parses once per connection.
  const userById = withCompiledRows(
    app.deps.db
      .select()
      .from(users)
      .where(eq(users.id, sql.placeholder('id')))
      .limit(1)
      .prepare('auth_user_by_id'),
  );

  const verified = createVerifiedTokens<VerifiedPayload>();

  app.decorateRequest('user', null);
  app.decorateRequest('authError', null);

  /** The user a bearer header names now, or why not (the message a 401 gives). */
  async function userOfHeader(header: string | undefined): Promise<{ user: AuthUser } | { error: string } | null> {
    if (!header || !/^Bearer\s+\S/i.test(header)) return null;
    const token = header.replace(/^Bearer\s+/i, '').trim();
    if (!token || token === 'null' || token === 'undefined') return null;
    let payload = verified.get(token);
    if (!payload) {
      try {
        payload = jwt.verify(token, secret, { algorithms: ['HS256'] }) as VerifiedPayload;
      } catch {
        return { error: MESSAGES.tokenInvalid };
      }
      verified.remember(token, payload);
    }
    if (typeof payload.id !== 'string' || !/^[0-9a-f-]{36}$/i.test(payload.id)) return { error: MESSAGES.tokenInvalid };
    const id = payload.id;
    const row = await app.deps.userCache.get(id, async () => (await userById.execute({ id }))[0]);
    if (!row) return { error: MESSAGES.tokenInvalid };
    // Said as what happened, so the device signed out tells its user why (the app shows it on /login).
    if (row.deletedAt) return { error: MESSAGES.signedOutAccountDeleted };
    // A token was issued at a sign-in: its holder had activated, and was deactivated since.
    if (!row.isActive) return { error: MESSAGES.accountDeactivated };
    // A password change ends every session opened before it, and says so: to the millisecond with
    // \`at\`; an older token has only iat, in whole seconds, so only one a second older is told apart
    // (its version, below, ends the rest).
    const changed = row.passwordChangedAt?.getTime();
    const issuedBefore =
      changed !== undefined &&
      (payload.at !== undefined ? payload.at < changed : payload.iat !== undefined && payload.iat * 1000 < changed - 1000);
    if (issuedBefore) return { error: MESSAGES.signedOutNewPassword };
    // A deactivation or a new password moves token_version on (a trigger): every token signed
    // before it stays refused, also once the account is active again (a lost phone's).
    if ((payload.tv ?? 0) !== row.tokenVersion) return { error: MESSAGES.tokenInvalid };
    return { user: app.toAuthUser(row) };
  }

  app.addHook('onRequest', async (req: FastifyRequest) => {
    const found = await userOfHeader(req.headers.authorization);
    if (!found) return;
    if ('error' in found) req.authError = found.error;
    else req.user = found.user;
  });

  app.decorate('currentUser', async (req: FastifyRequest) => {
    const found = await userOfHeader(req.headers.authorization);
    return found && 'user' in found ? found.user : null;
  });

  const authenticate = async (req: FastifyRequest, _reply: FastifyReply) => {
    if (!req.user) throw unauthorized(req.authError ?? MESSAGES.unauthorized);
  };
  app.decorate('authenticate', authenticate);
  app.decorate('requirePermission', (permission: Permission) => async (req: FastifyRequest, reply: FastifyReply) => {
    await authenticate(req, reply);
    if (!can(req.user, permission)) throw forbidden();
  });
});
