import { MESSAGES, notImplementedFor } from '../shared/messages';

/** An error whose message is safe to show the user, with the HTTP status it answers with. */
export class HttpError extends Error {
  constructor(
    public readonly statusCode: number,
    message: string,
  ) {
    super(message);
  }
}

export const badRequest = (message: string) => new HttpError(400, message);
export const unauthorized = (message: string = MESSAGES.unauthorized) => new HttpError(401, message);
export const forbidden = (message: string = MESSAGES.forbidden) => new HttpError(403, message);
export const notFound = (message: string = MESSAGES.notFound) => new HttpError(404, message);
export const conflict = (message: string) => new HttpError(409, message);
export const tooManyRequests = (message: string = MESSAGES.tooManyRequests) => new HttpError(429, message);
export const notImplemented = (what: string) => new HttpError(501, notImplementedFor(what));
