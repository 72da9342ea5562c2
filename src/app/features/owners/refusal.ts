import { serverMessage } from '../../api/errors';

/**
 * The server's message when it refused the entries (a 4xx the owner can act on: a code taken for
 * those days, a bad plate); null for anything else, which the screens answer with the "Oops!" dialog.
 */
export function refusal(err: unknown): string | null {
  const status = err && typeof err === 'object' ? (err as { status?: unknown }).status : undefined;
  const said = serverMessage(err, '');
  return said && typeof status === 'number' && status >= 400 && status < 500 ? said : null;
}
