import type { UserRow } from '../db/schema';

/** How long a user row is used from memory at most, should a change notice ever go missing. */
export const USER_CACHE_TTL_MS = 5_000;
const MAX_USERS = 10_000;

/**
 * Signed-in users kept in memory between their requests, so an authenticated request does not read
 * its user from the database every time (a round trip, about a fifth of a lot-revenue request).
 *
 * Trusted only while change notices can arrive: `setLive(true)` once the server listens on
 * 'users_changed' (a trigger on `users` notifies every update or delete, from any process), and
 * `setLive(false)` (everything forgotten, every request reads) while it does not. This server's own
 * writes `forget` the user as soon as they commit, so its next request already sees them. A row is
 * used for USER_CACHE_TTL_MS at most in any case.
 */
export interface UserCache {
  /** The user's row: from memory when trusted and fresh, else from `read` (and kept, unless a change came in meanwhile). */
  get(id: string, read: () => Promise<UserRow | undefined>): Promise<UserRow | undefined>;
  /** Forgets one user (their row changed). */
  forget(id: string): void;
  /** Starts or stops trusting the memory; either way forgets everything. */
  setLive(live: boolean): void;
  readonly live: boolean;
  /**
   * Calls `listener` whenever a user may have changed: with their id on `forget`, with null (anyone)
   * on `setLive`. Open live streams re-check their user on it (modules/live). Returns the unsubscribe.
   */
  onChange(listener: (id: string | null) => void): () => void;
}

export function createUserCache(now: () => number = Date.now): UserCache {
  const rows = new Map<string, { row: UserRow; until: number }>();
  let live = false;
  // Counts changes: a read that started before one may have seen the old row, so it is not kept.
  let changes = 0;
  const listeners = new Set<(id: string | null) => void>();
  const tell = (id: string | null) => {
    for (const listener of [...listeners]) {
      try {
        listener(id);
      } catch {
        // A listener's failure is its own: the others and the caller (a service after its commit) go on.
      }
    }
  };

  return {
    async get(id, read) {
      const kept = live ? rows.get(id) : undefined;
      if (kept && kept.until > now()) return kept.row;
      const before = changes;
      const row = await read();
      if (row && live && changes === before) {
        rows.delete(id);
        if (rows.size >= MAX_USERS) rows.delete(rows.keys().next().value!);
        rows.set(id, { row, until: now() + USER_CACHE_TTL_MS });
      }
      return row;
    },
    forget(id) {
      changes += 1;
      rows.delete(id);
      tell(id);
    },
    setLive(next) {
      changes += 1;
      rows.clear();
      live = next;
      tell(null);
    },
    get live() {
      return live;
    },
    onChange(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}
