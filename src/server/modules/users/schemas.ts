import { z } from 'zod';
import { LIMITS } from '../../../shared/limits';
import { MESSAGES } from '../../../shared/messages';
import { isValidEmail } from '../../../shared/password';
import { ROLES, SIGNUP_ROLES } from '../../../shared/roles';
import { oneLine } from '../../schemas/common';

/** Longest token string accepted anywhere (our JWTs are ~300 characters). */
export const TOKEN_MAX = 2048;

/** Every error the API answers with (app.ts error handler). */
export { ErrorBody as ErrorResponse } from '../../schemas/common';

export const UserJson = z.object({
  _id: z.string(),
  name: z.string(),
  email: z.string(),
  role: z.enum(ROLES),
  isActive: z.boolean(),
  isSuperadmin: z.boolean(),
});
export type UserJson = z.infer<typeof UserJson>;

/** SPEC section 3 "Enforcer: _id, name, email, isActive". */
export const EnforcerJson = z.object({
  _id: z.string(),
  name: z.string(),
  email: z.string(),
  isActive: z.boolean(),
  locationIds: z.array(z.string()).describe("beyond the spec: the caller's locations this enforcer services"),
  pending: z.boolean().describe('beyond the spec: invited and not activated yet (Send Invite again re-sends the link)'),
});
export type EnforcerJson = z.infer<typeof EnforcerJson>;

const name = oneLine(z.string().trim().min(1, MESSAGES.nameRequired).max(LIMITS.nameMax));
const email = z.string().trim().max(LIMITS.emailMax).refine(isValidEmail, MESSAGES.emailInvalid);
// The password rule itself (passwordProblem) is checked by the handler so its message reaches the
// user unprefixed; the schema only bounds the size.
const password = z.string().max(LIMITS.passwordMax, MESSAGES.passwordRule);

export const LoginBody = z.object({
  // Login takes what was typed (SPEC section 5): no format check, a wrong address is just a 401.
  email: z.string().trim().min(1, MESSAGES.emailInvalid).max(LIMITS.emailMax),
  password: z.string().min(1).max(LIMITS.passwordMax),
});

export const AuthResponse = z.object({
  status: z.literal('success'),
  token: z.string(),
  user: UserJson,
  data: z.object({ token: z.string(), user: UserJson }),
});

export const SignupBody = z.object({
  name,
  email,
  password,
  passwordConfirm: password,
  role: z.enum(SIGNUP_ROLES),
});

/** SPEC: "the body is the email value" — the SPA may send {email}, a JSON string or plain text. */
// email left out of the object answers SPEC 5's sentence from the handler, as an empty one does.
export const ForgotBody = z.union([z.object({ email: z.string().max(LIMITS.emailMax).optional() }), z.string().max(LIMITS.emailMax + 2)], {
  error: 'email is required: send {"email": "..."} or the address itself',
});

export const MessageResponse = z.object({ status: z.literal('success'), message: z.string() });

export const ResetParams = z.object({ token: z.string().min(1).max(TOKEN_MAX) });
/** POST /users/email-undo/{token}: the token of the link mailed to the address an account had before. */
export const EmailUndoParams = z.object({ token: z.string().min(1).max(TOKEN_MAX) });
export const ResetBody = z.object({
  // The SPA sends the token in both places; the path is the one that counts.
  token: z.string().max(TOKEN_MAX).optional(),
  password,
});

export const UserResponse = z.object({ status: z.literal('success'), data: z.object({ user: UserJson }) });

/** The signed-in user's own view (GET /me, PATCH /users/update): the user plus their reminder settings. */
export const MeJson = UserJson.extend({
  reminderMinutes: z.number().int().describe('minutes before a booking ends that its reminder mail is sent (5 to 60)'),
  remindersOn: z.boolean().describe('whether booking reminder mails are sent'),
});
export type MeJson = z.infer<typeof MeJson>;

export const MeResponse = z.object({ status: z.literal('success'), data: z.object({ user: MeJson }) });

/** SPEC's {name, email}; the reminder settings are optional additions. */
export const UpdateMeBody = z.object({
  name: name.optional(),
  email: email.optional(),
  reminderMinutes: z
    .number({ error: MESSAGES.reminderMinutesRange })
    .int(MESSAGES.reminderMinutesRange)
    .min(LIMITS.reminderMinutesMin, MESSAGES.reminderMinutesRange)
    .max(LIMITS.reminderMinutesMax, MESSAGES.reminderMinutesRange)
    .optional(),
  remindersOn: z.boolean().optional(),
});

/** Beyond the spec: PATCH /users/password, the signed-in user's new password, proven by the current one. */
export const ChangePasswordBody = z.object({
  currentPassword: z.string().min(1, MESSAGES.currentPasswordRequired).max(LIMITS.passwordMax, MESSAGES.currentPasswordWrong),
  password,
  passwordConfirm: password,
});

/** Beyond the spec: DELETE /users/ may carry the account's password (the app sends it); SPEC's call has no body. */
export const DeleteMeBody = z
  .object({
    password: z.string().min(1, MESSAGES.currentPasswordRequired).max(LIMITS.passwordMax, MESSAGES.currentPasswordWrong).optional(),
  })
  .nullish();
export type DeleteMeBody = z.infer<typeof DeleteMeBody>;

export const DeleteMeResponse = z.object({ status: z.literal('success'), data: z.null() });

export const InviteBody = z.object({ name, email });

export const EnforcerListResponse = z.object({
  status: z.literal('success'),
  results: z.number().int(),
  users: z.array(EnforcerJson),
  data: z.object({ users: z.array(EnforcerJson) }),
});

export const EnforcerParams = z.object({ id: z.uuid() });
export const EnforcerActiveBody = z.object({ isActive: z.boolean() });
export const EnforcerLocationsBody = z.object({
  locationIds: z.array(z.uuid()).max(500).describe("the caller's locations the enforcer services; replaces the previous choice"),
});
export const EnforcerResponse = z.object({ status: z.literal('success'), data: z.object({ user: EnforcerJson }) });

export const ActivateBody = z.object({
  token: z.string().min(1).max(TOKEN_MAX),
  email: z.string().trim().max(LIMITS.emailMax),
  // Empty or missing passwords get SPEC's own activation message from the handler.
  password: password.optional().default(''),
  confirm: password.optional().default(''),
});
