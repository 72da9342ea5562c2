/** Answers any route can give: authentication, permissions, limits, server faults. */
export const SERVER_MESSAGES = {
  // Server-wide
  unauthorized: 'You are not logged in. Please log in to get access.',
  tokenInvalid: 'Your session has expired or is invalid. Please log in again.',
  // A token refused because of what happened to its account since: said so on the device signed out.
  signedOutNewPassword: "This account's password was changed, so you were signed out here. Please log in with the new password.",
  signedOutAccountDeleted: 'This account has been deleted.',
  forbidden: 'You do not have permission to perform this action.',
  notFound: 'Not found',
  tooManyRequests: 'Too many attempts. Please wait a few minutes and try again.',
  tooManyStreams: 'Too many live pages are open from this address. Close some, then reload this one.',
  notImplemented: 'This feature is not available yet.',
  serverError: 'Something went wrong on our side. Please try again.',
  malformedJson: 'The request body is not valid JSON.',
  // Valid JSON, refused by the parser because it could change every object of the server.
  forbiddenJsonKey: 'The request body has a key that is not allowed: __proto__ or constructor.',
  badAddress: 'The request address is not valid (a broken % escape or a malformed part).',
  invalidValue: 'invalid value',
  // PostgreSQL text cannot hold U+0000, and no field of ours means it.
  nulCharacter: 'must not contain a NUL character',
  // Field rules, read after the field's name ("state: two letters")
  twoLetters: 'two letters',
  digitsOnly: 'digits only',
  phoneFormat: 'a phone number: digits, spaces, + ( ) - . / and x or ext before an extension',
  plausibleDate: 'a date from 1900 to 2999',
  invisibleCharacters: 'must not contain invisible characters (zero-width spaces, direction marks)',
  controlCharacters: 'must not contain control characters',
  lineBreaks: 'must be one line (no line breaks or tabs)',
  nothingVisible: 'must contain visible characters',
  databaseUnreachable: 'Database is not reachable',
  // Any other call while the database does not answer (503): what a user can do about it.
  databaseUnavailable: 'The service cannot reach its database right now. Please try again in a minute.',
  // A call that got no answer at all (no signal, or it timed out): said instead of fetch's own "TypeError: Failed to fetch".
  noConnection: 'No connection. Check your signal or Wi-Fi and try again.',
} as const;

/** The 501 answer of a declared route whose behaviour a later issue builds. */
export const notImplementedFor = (what: string): string => `${SERVER_MESSAGES.notImplemented} (${what})`;
/** The 400 answer of an input with a NUL character, naming the field ("name: must not ..."). */
export const nulCharacterIn = (field: string): string => `${field}: ${SERVER_MESSAGES.nulCharacter}`;
/** The 404 answer of an unknown API path. */
export const noSuchRoute = (method: string, path: string): string => `${SERVER_MESSAGES.notFound}: ${method} ${path}`;
