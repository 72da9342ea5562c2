import { LIMITS } from './limits';
import { MESSAGES } from './messages';

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
    return MESSAGES.passwordRule;
  }
  return null;
}

export function isValidEmail(email: string): boolean {
  return email.length <= LIMITS.emailMax && /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email);
}
