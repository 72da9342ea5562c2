import { LIMITS } from './limits';
import { AUTH_MESSAGES } from './messages';

/** SPEC help text: 8-25 characters, at least one upper case, one lower case, one digit, one special. */
export function passwordProblem(password: string): string | null {
  if (
    password.length < LIMITS.passwordMin ||
    password.length > LIMITS.passwordMax ||
    !/[A-Z]/.test(password) ||
    !/[a-z]/.test(password) ||
    !/[0-9]/.test(password) ||
    !/[^A-Za-z0-9]/.test(password)
  ) {
    return AUTH_MESSAGES.passwordRule;
  }
  return null;
}

// The browser's own rule for <input type="email"> (WHATWG HTML "valid email address"), with at least
// one dot in the domain: letters, digits and a few marks only, so an address holding a zero-width
// space, a look-alike Cyrillic letter or a trailing dot is refused rather than stored as a second
// account that looks like the first.
const EMAIL_PATTERN =
  /^[A-Za-z0-9.!#$%&'*+/=?^_`{|}~-]+@[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?(?:\.[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?)+$/;

export function isValidEmail(email: string): boolean {
  // .invalid never receives mail (RFC 2606), and deleted accounts keep a tombstone address there.
  return email.length <= LIMITS.emailMax && EMAIL_PATTERN.test(email) && !/\.invalid$/i.test(email);
}
