/**
 * Retries a call that is safe to repeat (the session create is idempotent on the payment id) when
 * the network, not the server, failed: a weak signal must not leave a paid driver without a
 * session, and must never lead to a second payment.
 */
export async function createWithRetry<T>(call: () => Promise<T>, attempts = 3, baseDelayMs = 600): Promise<T> {
  let last: unknown;
  for (let i = 0; i < attempts; i += 1) {
    try {
      return await call();
    } catch (e) {
      last = e;
      const status = (e as { status?: unknown })?.status;
      const transient = status === 'FETCH_ERROR' || status === 'TIMEOUT_ERROR' || status === 502 || status === 503 || status === 504;
      if (!transient || i === attempts - 1) break;
      await new Promise((r) => setTimeout(r, baseDelayMs * (i + 1)));
    }
  }
  throw last;
}
