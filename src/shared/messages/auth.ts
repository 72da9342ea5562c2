/** Sign-in, sign-up, password reset and activation (SPEC sections 2, 5, 8). */
export const AUTH_MESSAGES = {
  // Auth (sections 2, 5, 8)
  loginFailed: 'Login failed. Please try again.',
  // Beyond the spec: Log Out pressed in another tab of this browser (they share the sign-in).
  signedOutInOtherTab: 'You logged out in another tab of this browser.',
  forgotEmailRequired: 'Please provide a valid email address.',
  forgotFailed: 'This email address is either not associated with an account or its a Google account.',
  // Said only for an address with an account (one without gets SPEC 8's 404), so it need not hedge.
  forgotSent: 'A reset link is on its way. Please check your inbox: it works for one hour.',
  passwordsNotMatching: 'Looks like the passwords are not matching.',
  // /register: Confirm Password left empty (not yet a mismatch).
  confirmPasswordRequired: 'Please type the password again.',
  // SPEC gives "...check you email again again." for reset and "...check you email again." for
  // activation; the doubled word is the misspelling we correct, so both now read the same.
  invalidResetToken: 'Invalid token provided. Please check you email again.',
  invalidActivationToken: 'Invalid token provided. Please check you email again.',
  resetSuccess: 'Your password has been reset. You can now log in with your new password.',
  activationSuccess: 'Account has been activated! Please Log In page to continue.',
  // Wording as given by SPEC section 5 for empty activation password fields.
  activationFieldsRequired: 'Please provide a valid email address.',
  passwordRule:
    'Password must be 8-25 characters with at least one upper case letter, one lower case letter, one digit and one special character.',
  emailInvalid: 'Please provide a valid email address',
  nameRequired: 'Please provide a valid name',
  signupFieldsRequired: 'Please fill in all fields.',
  emailTaken: 'An account with this email already exists.',
  /** PATCH /users/update to an address of SUPERADMIN_EMAILS: that role comes from the address, so it is never taken by changing one. */
  emailReserved: 'This email address is reserved. Please use another one.',
  // PATCH /users/update: the booking reminder's lead time (users.reminder_minutes).
  reminderMinutesRange: 'must be a whole number of minutes from 5 to 60',
  // /profile: the reminder settings saved.
  remindersSaved: 'Your reminder settings are saved.',
  // /profile's own details and password (PATCH /users/update, PATCH /users/password).
  detailsTitle: 'Your details',
  detailsEdit: 'Edit details',
  detailsSave: 'Save details',
  detailsCancel: 'Cancel',
  detailsSaved: 'Your details are saved.',
  passwordTitle: 'Change password',
  currentPassword: 'Current Password',
  newPassword: 'New Password',
  confirmNewPassword: 'Confirm New Password',
  passwordChangeButton: 'Change password',
  currentPasswordRequired: 'Please enter your current password.',
  currentPasswordWrong: 'Your current password is not right. Please try again.',
  passwordUnchanged: 'The new password is the one you have now. Please choose another one.',
  passwordChanged: 'Your password is changed. Every other device signed in to your account is signed out.',
  passwordChangedMeanwhile: 'Your password was just changed on another device. Please log in again with the new one.',
  // DELETE /users/ by the superadmin account (SUPERADMIN_EMAILS).
  superadminNotDeleted: 'The superadmin account cannot be deleted here. Ask whoever runs the service to remove it.',
  deleteTitle: 'Delete account',
  deleteButton: 'Delete my account',
  // Its own words: Change password's Current Password field is on the same page.
  deletePasswordLabel: 'Your password, to confirm',
  deleteIntro: 'Your account is removed and you are signed out of every device. Bookings already paid stay valid until they end.',
  deleteOwnerIntro:
    'Your account is removed and you are signed out. Your locations are closed with it: drivers can no longer find or book them, and your enforcers stop working for them.',
  deleteConfirmTitle: 'Delete your account?',
  deleteConfirmOk: 'Delete',
  deleteCancel: 'Keep my account',
  accountDeleted: 'Your account has been deleted.',
  wrongCredentials: 'Incorrect email or password',
  accountInactive: 'This account is not active. Please check your email for the activation link.',
  accountDeactivated: 'This account has been deactivated. Please ask the lot owner you work for to activate it again.',
  mailFailed: 'We could not send the email right now. Please try again later.',
  enforcerPending: 'This member has not activated their account yet. Send the invite again instead.',
  // /login and /register: a field the server refused without a text of ours (never its "field: ..." as is).
  entriesRefused: 'Please check what you entered and try again.',
  // Beyond the spec: undoing an email change from the link mailed to the address the account had
  // before (POST /users/email-undo/{token} and its page, /email-undo/:token).
  emailUndoTitle: 'Undo Email Change',
  emailUndoIntro:
    'The button below puts back the email address your account had before the change and signs your account out on every device.',
  emailUndoButton: 'Put my email address back',
  emailUndone:
    'Your email address is back and your account is signed out everywhere. Please set a new password with Forgot password before you log in.',
  emailUndoInvalid: 'This link does not work any more: it was used already, or it is more than 7 days old.',
  emailUndoTaken: 'Your previous email address now belongs to another account, so it cannot be put back. Please contact us.',
} as const;

const minutesText = (minutes: number) => `${minutes} minute${minutes === 1 ? '' : 's'}`;

/** 429 of POST /users/enforcement/invite: the inviting manager sent too many invites in the hour. */
export const tooManyInvitesSent = (minutes: number): string =>
  `You have sent too many invitations. Please wait ${minutesText(minutes)} and try again.`;

/** 429 of POST /users/enforcement/invite: this address got too many invites in the hour. */
export const tooManyInvitesToAddress = (minutes: number): string =>
  `Too many invitations were sent to this email address. Please wait ${minutesText(minutes)} and try again.`;

/** /register: the Full Name is longer than the server keeps. */
export const nameTooLong = (max: number): string => `Please keep the name to ${max} characters or fewer.`;

/** /profile: the email was changed; the address it replaced got the undo link (PATCH /users/update). */
export const emailChangedNotice = (oldEmail: string): string =>
  `Your details are saved. We emailed ${oldEmail} about the new address, with a link that puts it back if it was not you.`;

/** The emails of the account flows (the server sends them; texts kept here with the rest). */
export const resetPasswordEmail = (name: string, link: string) => ({
  subject: 'Reset your Parking password',
  text:
    `Hello ${name},\n\nSomeone asked to reset the password of your Parking account. ` +
    `Open this link within one hour to choose a new password:\n\n${link}\n\n` +
    `If it was not you, ignore this email; your password stays as it is.`,
});

/**
 * Sent to the address an account had before its email was changed (never to the new one): whoever
 * changed it with a stolen session cannot keep the account from its owner.
 */
export const emailChangedEmail = (name: string, newEmail: string, link: string) => ({
  subject: 'Your Parking email address was changed',
  text:
    `Hello ${name},\n\nThe email address of your Parking account was changed to ${newEmail}. ` +
    `From now on, signing in and our emails use that address.\n\n` +
    `If it was not you, open this link within 7 days to put your address back and sign your account out everywhere:\n\n${link}\n\n` +
    `Then choose a new password with Forgot password. If it was you, there is nothing to do.`,
});

export const enforcerInviteEmail = (name: string, managerName: string, link: string) => ({
  subject: 'You are invited to join a Parking enforcement team',
  text:
    `Hello ${name},\n\n${managerName} invited you to join their parking enforcement team. ` +
    `Open this link within 7 days to choose a password and activate your account:\n\n${link}\n`,
});
