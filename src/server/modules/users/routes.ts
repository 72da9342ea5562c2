import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { MESSAGES } from '../../../shared/messages';
import { isValidEmail } from '../../../shared/password';
import { badRequest, unauthorized } from '../../errors';
import type { LimitRule } from '../../plugins/rateLimit';
import type { AuthUser } from '../../plugins/auth';
import {
  ActivateBody,
  AuthResponse,
  DeleteMeResponse,
  EnforcerActiveBody,
  EnforcerListResponse,
  EnforcerParams,
  EnforcerResponse,
  ErrorResponse,
  ForgotBody,
  InviteBody,
  LoginBody,
  MessageResponse,
  ResetBody,
  ResetParams,
  SignupBody,
  UpdateMeBody,
  UserResponse,
} from './schemas';
import { createUsersService, normalizeEmail } from './service';

const tags = ['users'];
const publicRoute = { tags, security: [] };

/** Routes behind authenticate/requirePermission always have a user. */
function me(req: FastifyRequest): AuthUser {
  if (!req.user) throw unauthorized();
  return req.user;
}

/** The forgot-password body in any of its accepted forms, as the bare address. */
function forgotEmail(body: string | { email: string }): string {
  if (typeof body !== 'string') return body.email.trim();
  const text = body.trim();
  // text/plain bodies arrive unparsed: a JSON-quoted address or a JSON object is still understood.
  if (/^(".*"|\{.*\})$/s.test(text)) {
    try {
      const parsed: unknown = JSON.parse(text);
      if (typeof parsed === 'string') return parsed.trim();
      if (parsed && typeof parsed === 'object' && typeof (parsed as { email?: unknown }).email === 'string') {
        return (parsed as { email: string }).email.trim();
      }
    } catch {
      // Not JSON after all: take it as typed.
    }
  }
  return text;
}

/** SPEC section 7 "Users": sign-in, sign-up, password reset, profile and the enforcement team. */
const routes: FastifyPluginAsyncZod = async (app) => {
  const svc = createUsersService(app);
  const { loginRateLimit, rateLimitWindowMs } = app.deps.config;

  // Per account the configured limit; per address five times that, so one office behind a shared
  // IP is not locked out by a single user, yet one client cannot sweep many accounts.
  const limits = (action: string, ip: string, email: string): LimitRule[] => [
    { key: `${action}:ip:${ip}`, limit: loginRateLimit * 5, windowMs: rateLimitWindowMs },
    { key: `${action}:acct:${normalizeEmail(email)}`, limit: loginRateLimit, windowMs: rateLimitWindowMs },
  ];

  app.post(
    '/users/login',
    {
      schema: {
        ...publicRoute,
        operationId: 'login',
        summary: 'Sign in with email and password',
        body: LoginBody,
        response: { 200: AuthResponse, 400: ErrorResponse, 401: ErrorResponse, 429: ErrorResponse },
      },
    },
    async (req, reply) => {
      const rules = limits('login', req.ip, req.body.email);
      await app.rateLimiter.consume(reply, rules);
      const result = await svc.login(req.body.email, req.body.password);
      // Only failures count: a successful sign-in clears the account's tally and gives back the IP's hit.
      await Promise.all([app.rateLimiter.store.undo(rules[0]!.key), app.rateLimiter.store.reset(rules[1]!.key)]);
      return result;
    },
  );

  app.post(
    '/users/signup',
    {
      schema: {
        ...publicRoute,
        operationId: 'signup',
        summary: 'Create a customer or vendor account',
        body: SignupBody,
        response: { 201: AuthResponse, 400: ErrorResponse, 409: ErrorResponse },
      },
    },
    async (req, reply) => {
      const result = await svc.signup(req.body);
      return reply.status(201).send(result);
    },
  );

  app.post(
    '/users/forgot-password',
    {
      schema: {
        ...publicRoute,
        operationId: 'forgotPassword',
        summary: 'Email a password reset link',
        body: ForgotBody,
        response: { 200: MessageResponse, 400: ErrorResponse, 404: ErrorResponse, 429: ErrorResponse, 502: ErrorResponse },
      },
    },
    async (req, reply) => {
      const email = forgotEmail(req.body);
      if (!isValidEmail(email)) throw badRequest(MESSAGES.forgotEmailRequired);
      await app.rateLimiter.consume(reply, limits('forgot', req.ip, email));
      return svc.forgotPassword(email);
    },
  );

  const resetPassword = async (token: string, body: { token?: string; password: string }) => {
    if (body.token && body.token !== token) throw badRequest(MESSAGES.invalidResetToken);
    return svc.resetPassword(token, body.password);
  };
  app.patch(
    '/users/reset-password/:token',
    {
      schema: {
        ...publicRoute,
        operationId: 'resetPassword',
        summary: 'Set a new password with the emailed reset token',
        params: ResetParams,
        body: ResetBody,
        response: { 200: MessageResponse, 400: ErrorResponse },
      },
    },
    async (req) => resetPassword(req.params.token, req.body),
  );

  app.get(
    '/me',
    {
      preHandler: app.authenticate,
      schema: {
        tags,
        operationId: 'getMe',
        summary: 'The signed-in user',
        response: { 200: UserResponse, 401: ErrorResponse },
      },
    },
    async (req) => {
      const { id, ...rest } = me(req);
      return { status: 'success' as const, data: { user: { _id: id, ...rest } } };
    },
  );

  app.patch(
    '/users/update',
    {
      preHandler: app.authenticate,
      schema: {
        tags,
        operationId: 'updateMe',
        summary: 'Change the signed-in user’s name or email',
        body: UpdateMeBody,
        response: { 200: UserResponse, 400: ErrorResponse, 401: ErrorResponse, 409: ErrorResponse },
      },
    },
    async (req) => ({ status: 'success' as const, data: { user: await svc.updateMe(me(req), req.body) } }),
  );

  const deleteMe = async (req: FastifyRequest) => {
    await svc.deleteMe(me(req));
    return { status: 'success' as const, data: null };
  };
  app.delete(
    '/users/',
    {
      preHandler: app.authenticate,
      schema: {
        tags,
        operationId: 'deleteMe',
        summary: 'Delete the signed-in user’s account',
        response: { 200: DeleteMeResponse, 401: ErrorResponse },
      },
    },
    deleteMe,
  );
  // The same call without the trailing slash; hidden so the generated client has one deleteMe.
  app.delete(
    '/users',
    { preHandler: app.authenticate, schema: { hide: true, response: { 200: DeleteMeResponse, 401: ErrorResponse } } },
    deleteMe,
  );

  app.post(
    '/users/enforcement/invite',
    {
      preHandler: app.requirePermission('manageLocations'),
      schema: {
        tags,
        operationId: 'inviteEnforcer',
        summary: 'Invite a parking enforcer by email (re-sends to a pending invitee)',
        body: InviteBody,
        response: {
          200: UserResponse,
          201: UserResponse,
          400: ErrorResponse,
          401: ErrorResponse,
          403: ErrorResponse,
          409: ErrorResponse,
          502: ErrorResponse,
        },
      },
    },
    async (req, reply) => {
      const { created, user } = await svc.inviteEnforcer(me(req), req.body);
      return reply.status(created ? 201 : 200).send({ status: 'success' as const, data: { user } });
    },
  );

  app.get(
    '/users/enforcement/me',
    {
      preHandler: app.requirePermission('manageLocations'),
      schema: {
        tags,
        operationId: 'listEnforcers',
        summary: 'The enforcers the signed-in manager invited (odogwu: all)',
        response: { 200: EnforcerListResponse, 401: ErrorResponse, 403: ErrorResponse },
      },
    },
    async (req) => {
      const list = await svc.listEnforcers(me(req));
      return { status: 'success' as const, results: list.length, users: list, data: { users: list } };
    },
  );

  app.patch(
    '/users/enforcement/:id',
    {
      preHandler: app.requirePermission('manageLocations'),
      schema: {
        tags,
        operationId: 'setEnforcerActive',
        summary: 'Activate or deactivate one of the manager’s enforcers',
        params: EnforcerParams,
        body: EnforcerActiveBody,
        response: {
          200: EnforcerResponse,
          400: ErrorResponse,
          401: ErrorResponse,
          403: ErrorResponse,
          404: ErrorResponse,
          409: ErrorResponse,
        },
      },
    },
    async (req) => ({
      status: 'success' as const,
      data: { user: await svc.setEnforcerActive(me(req), req.params.id, req.body.isActive) },
    }),
  );

  app.patch(
    '/users/active/me',
    {
      schema: {
        ...publicRoute,
        operationId: 'activateMember',
        summary: 'Activate an invited enforcer account with the emailed token',
        body: ActivateBody,
        response: { 200: MessageResponse, 400: ErrorResponse },
      },
    },
    async (req) => svc.activateMember(req.body),
  );
};

export default routes;
