/** Answers any route can give: authentication, permissions, limits, server faults. */
export const SERVER_MESSAGES = {
  // Server-wide
  unauthorized: 'You are not logged in. Please log in to get access.',
  tokenInvalid: 'Your session has expired or is invalid. Please log in again.',
  forbidden: 'You do not have permission to perform this action.',
  notFound: 'Not found',
  tooManyRequests: 'Too many attempts. Please wait a few minutes and try again.',
  notImplemented: 'This feature is not available yet.',
  serverError: 'Something went wrong on our side. Please try again.',
  malformedJson: 'The request body is not valid JSON.',
  invalidValue: 'invalid value',
  // Field rules, read after the field's name ("state: two letters")
  twoLetters: 'two letters',
  digitsOnly: 'digits only',
  databaseUnreachable: 'Database is not reachable',
} as const;

/** The 501 answer of a declared route whose behaviour a later issue builds. */
export const notImplementedFor = (what: string): string => `${SERVER_MESSAGES.notImplemented} (${what})`;
/** The 404 answer of an unknown API path. */
export const noSuchRoute = (method: string, path: string): string => `${SERVER_MESSAGES.notFound}: ${method} ${path}`;
