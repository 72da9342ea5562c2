import type { GetMeApiResponse, LoginApiResponse } from '../../../src/app/api/generated/users';
import type { AuthUser } from '../../../src/app/features/auth/authSlice';

/** A sample user as the API sends it: every field of the user schema, not only those the app keeps. */
export const apiUser = (user: AuthUser): LoginApiResponse['user'] => ({
  ...user,
  isActive: true,
  isSuperadmin: user.isSuperadmin === true,
});

/** The signed-in user as GET /me sends it: the user plus their reminder settings (the defaults unless told). */
export const apiMe = (
  user: AuthUser,
  reminders: { reminderMinutes?: number; remindersOn?: boolean } = {},
): GetMeApiResponse['data']['user'] => ({
  ...apiUser(user),
  reminderMinutes: reminders.reminderMinutes ?? 15,
  remindersOn: reminders.remindersOn ?? true,
});

/** The answer of a login (or a signup, of the same shape) for `user`. */
export const signedIn = (user: AuthUser, token = 'tok'): LoginApiResponse => ({
  status: 'success',
  token,
  user: apiUser(user),
  data: { token, user: apiUser(user) },
});
