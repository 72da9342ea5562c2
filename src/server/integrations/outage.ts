/**
 * A warning said once per outage of a service this server can run without for a while (Redis, a
 * PostgreSQL connection): `warn` logs the first failure only, `recovered` re-arms it once the
 * service answers again, so a reconnect loop does not fill the log.
 */
export function oncePerOutage(say: (err: unknown) => void): { warn(err: unknown): void; recovered(): void } {
  let down = false;
  return {
    warn(err) {
      if (down) return;
      down = true;
      say(err);
    },
    recovered() {
      down = false;
    },
  };
}
