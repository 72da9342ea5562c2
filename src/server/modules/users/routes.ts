import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { MESSAGES, tooManyInvitesSent, tooManyInvitesToAddress } from '../../../shared/messages';
import { isValidEmail } from '../../../shared/password';
import { badRequest } from '../../errors';
import type { AuthUser } from '../../plugins/auth';
import { defineRoutes } from '../../schemas/route';
import {
  ActivateBody,
  AuthResponse,
  ChangePasswordBody,
  DeleteMeBody,
  DeleteMeResponse,
  EmailUndoParams,
  EnforcerActiveBody,
  EnforcerListResponse,
  EnforcerLocationsBody,
  EnforcerParams,
  EnforcerResponse,
  ForgotBody,
  InviteBody,
  LoginBody,
  MeResponse,
  MessageResponse,
  ResetBody,
  ResetParams,
  SignupBody,
  UpdateMeBody,
  UserResponse,
} from './schemas';
import { createUsersService, normalizeEmail } from './service';
import { envelopeBody, successBody } from '../../schemas/common';

/** The forgot-password body in any of its accepted forms, as the bare address. */
function forgotEmail(body: string | { email?: string | undefined }): string {
  if (typeof body !== 'string') return (body.email ?? '').trim();
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
  const svc = createUsersService({ ...app.deps, log: app.log, signToken: app.signToken, toAuthUser: app.toAuthUser });
  const route = defineRoutes(app, 'users');

  /**
   * A password checked as a sign-in is (policy \`login\`, per address and per account): only failures
   * count, so a success clears the account's tally and gives back the address's hit.
   */
  async function asSignIn<T>(ip: string, email: string, reply: FastifyReply, check: () => Promise<T>): Promise<T> {
    const [perIp, perAccount] = await app.rateLimiter.enforce(reply, 'login', { ip, acct: normalizeEmail(email) });
    const result = await check();
    await Promise.all([app.rateLimiter.takeBack([perIp!]), app.rateLimiter.store.reset(perAccount!.key)]);
    return result;
  }

  route({
    method: 'POST',
    url: '/users/login',
    operationId: 'login',
    summary: 'Sign in with email and password',
    access: 'public',
    body: LoginBody,
    response: { 200: AuthResponse },
    errors: [401, 429],
    handler: async (req, reply) => {
      return asSignIn(req.ip, req.body.email, reply, () => svc.login(req.body.email, req.body.password));
    },
  });

  route({
    method: 'POST',
    url: '/users/signup',
    operationId: 'signup',
    summary: 'Create a customer or vendor account',
    access: 'public',
    body: SignupBody,
    response: { 201: AuthResponse },
    errors: [409],
    handler: async (req, reply) => reply.status(201).send(await svc.signup(req.body)),
  });

  route({
    method: 'POST',
    url: '/users/forgot-password',
    operationId: 'forgotPassword',
    summary: 'Email a password reset link',
    access: 'public',
    body: ForgotBody,
    response: { 200: MessageResponse },
    errors: [404, 429, 502],
    handler: async (req, reply) => {
      const email = forgotEmail(req.body);
      if (!isValidEmail(email)) throw badRequest(MESSAGES.forgotEmailRequired);
      await app.rateLimiter.enforce(reply, 'forgot', { ip: req.ip, acct: normalizeEmail(email) });
      return svc.forgotPassword(email);
    },
  });

  route({
    method: 'PATCH',
    url: '/users/reset-password/:token',
    operationId: 'resetPassword',
    summary: 'Set a new password with the emailed reset token',
    access: 'public',
    params: ResetParams,
    body: ResetBody,
    response: { 200: MessageResponse },
    handler: async (req) => {
      if (req.body.token && req.body.token !== req.params.token) throw badRequest(MESSAGES.invalidResetToken);
      return svc.resetPassword(req.params.token, req.body.password);
    },
  });

  route({
    method: 'POST',
    url: '/users/email-undo/:token',
    operationId: 'undoEmailChange',
    summary:
      'Beyond the spec: put back the email address an account had before a change, with the link mailed to that address; signs the account out everywhere',
    access: 'public',
    params: EmailUndoParams,
    response: { 200: MessageResponse },
    errors: [409, 429],
    handler: async (req, reply) => {
      await app.rateLimiter.enforce(reply, 'email-undo', { ip: req.ip });
      return svc.undoEmailChange(req.params.token);
    },
  });

  route({
    method: 'GET',
    url: '/me',
    operationId: 'getMe',
    summary: 'The signed-in user, with their booking reminder settings',
    access: 'authenticated',
    response: { 200: MeResponse },
    handler: async (req) => envelopeBody({ user: await svc.me(req.user) }),
  });

  route({
    method: 'PATCH',
    url: '/users/update',
    operationId: 'updateMe',
    summary: 'Change the signed-in user’s name or email, and optionally their booking reminder settings',
    access: 'authenticated',
    body: UpdateMeBody,
    response: { 200: MeResponse },
    errors: [409],
    handler: async (req) => envelopeBody({ user: await svc.updateMe(req.user, req.body) }),
  });

  route({
    method: 'PATCH',
    url: '/users/password',
    operationId: 'changePassword',
    summary:
      'Beyond the spec: change the signed-in user’s password, given the current one; signs every other device out and answers a new token',
    access: 'authenticated',
    body: ChangePasswordBody,
    response: { 200: AuthResponse },
    errors: [409, 429],
    handler: async (req, reply) => {
      // Wrong current passwords count as failed sign-ins of the account: a session left open is not a way to guess it.
      return asSignIn(req.ip, req.user.email, reply, () => svc.changePassword(req.user, req.body));
    },
  });

  const deleteMe = {
    method: 'DELETE',
    operationId: 'deleteMe',
    summary: 'Delete the signed-in user’s account (not the superadmin’s: 409)',
    access: 'authenticated',
    body: DeleteMeBody,
    response: { 200: DeleteMeResponse },
    errors: [409, 429],
    handler: async (req: { user: AuthUser; body?: DeleteMeBody | null; ip: string }, reply: FastifyReply) => {
      // SPEC's call has no body; the app sends the password, so an unlocked phone is not enough to
      // delete the account for good. A wrong one counts as a failed sign-in of the account.
      const password = req.body?.password;
      if (password !== undefined) await asSignIn(req.ip, req.user.email, reply, () => svc.checkPassword(req.user, password));
      await svc.deleteMe(req.user);
      return envelopeBody(null);
    },
  } as const;
  route({ ...deleteMe, url: '/users/' });
  // The same call without the trailing slash; hidden so the generated client has one deleteMe.
  route({ ...deleteMe, url: '/users', hide: true });

  route({
    method: 'POST',
    url: '/users/enforcement/invite',
    operationId: 'inviteEnforcer',
    summary: 'Invite a parking enforcer by email (re-sends to a pending invitee)',
    access: 'manageLocations',
    body: InviteBody,
    response: { 200: UserResponse, 201: UserResponse },
    errors: [409, 429, 502],
    handler: async (req, reply) => {
      await app.rateLimiter.enforce(reply, 'invite', { user: req.user.id }, tooManyInvitesSent);
      const recipient = normalizeEmail(req.body.email);
      const perAddress = await app.rateLimiter.enforce(reply, 'invite-recipient', { recipient }, tooManyInvitesToAddress);
      // Only an invite sent counts against the address: a refusal or a failed mail may be tried again.
      const { created, user } = await app.rateLimiter.countIfDone(perAddress, () => svc.inviteEnforcer(req.user, req.body));
      return reply.status(created ? 201 : 200).send(envelopeBody({ user }));
    },
  });

  route({
    method: 'GET',
    url: '/users/enforcement/me',
    operationId: 'listEnforcers',
    summary: 'The enforcers the signed-in manager invited (odogwu: all)',
    access: 'manageLocations',
    response: { 200: EnforcerListResponse },
    handler: async (req) => {
      const list = await svc.listEnforcers(req.user);
      return successBody({ results: list.length, users: list, data: { users: list } });
    },
  });

  route({
    method: 'PATCH',
    url: '/users/enforcement/:id',
    operationId: 'setEnforcerActive',
    summary: 'Activate or deactivate one of the manager’s enforcers',
    access: 'manageLocations',
    params: EnforcerParams,
    body: EnforcerActiveBody,
    response: { 200: EnforcerResponse },
    errors: [404, 409],
    handler: async (req) => envelopeBody({ user: await svc.setEnforcerActive(req.user, req.params.id, req.body.isActive) }),
  });

  route({
    method: 'PUT',
    url: '/users/enforcement/:id/locations',
    operationId: 'setEnforcerLocations',
    summary: 'Beyond the spec: choose which of the manager’s locations one of their enforcers services',
    access: 'manageLocations',
    params: EnforcerParams,
    body: EnforcerLocationsBody,
    response: { 200: EnforcerResponse },
    errors: [404],
    handler: async (req) => envelopeBody({ user: await svc.setEnforcerLocations(req.user, req.params.id, req.body.locationIds) }),
  });

  route({
    method: 'PATCH',
    url: '/users/active/me',
    operationId: 'activateMember',
    summary: 'Activate an invited enforcer account with the emailed token',
    access: 'public',
    body: ActivateBody,
    response: { 200: MessageResponse },
    handler: async (req) => svc.activateMember(req.body),
  });
};

export default routes;
