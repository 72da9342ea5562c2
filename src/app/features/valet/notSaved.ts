import { VALET_MESSAGES } from '../../../shared/messages';
import { serverMessage } from '../../api/errors';

/**
 * Why a staff save failed, in words: the server's own refusal (SPEC 8: "Valet calls: the error's
 * message in red"), else, when no answer came (offline, fetch's "TypeError: Failed to fetch"),
 * that it was not saved and to try again.
 */
export const notSavedMessage = (error: unknown): string => serverMessage(error, VALET_MESSAGES.valetNotSaved);
