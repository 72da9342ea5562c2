import type { Storage as PersistStorage } from 'redux-persist';
import type { AuthUser } from './features/auth/authSlice';

/**
 * SPEC section 3 keeps the signed-in user locally "under the key user" and section 4 stores "the
 * token and user" and clears them on logout. So `user` holds the user itself as JSON (`_id`, name,
 * email, role) and `token` the token as it is, and both are removed on logout: a page or a test
 * reading `JSON.parse(localStorage.user).role` sees the role.
 *
 * redux-persist (with serialize and deserialize off) hands this adapter the auth state as an object
 * and gets one back; nothing else is written.
 */
export const USER_KEY = 'user';
export const TOKEN_KEY = 'token';

interface StoredAuth {
  token: string | null;
  user: AuthUser | null;
}

const local = (): globalThis.Storage | undefined => globalThis.localStorage;

function parse(text: string | null): unknown {
  if (!text) return null;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return null;
  }
}

const isUser = (value: unknown): value is AuthUser =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as AuthUser)._id === 'string' &&
  typeof (value as AuthUser).role === 'string';

/**
 * What was stored: this layout, or the one before it (redux-persist's own: every field a JSON
 * string inside the `user` entry), read once so nobody is signed out by the change.
 */
export function readStoredAuth(): { token: string; user: AuthUser } | null {
  const stored = parse(local()?.getItem(USER_KEY) ?? null);
  if (isUser(stored)) {
    const token = local()?.getItem(TOKEN_KEY) ?? null;
    return token ? { token, user: stored } : null;
  }
  if (typeof stored === 'object' && stored !== null && '_persist' in stored) {
    const old = stored as Record<string, string>;
    const token = parse(old.token ?? null);
    const user = parse(old.user ?? null);
    return typeof token === 'string' && isUser(user) ? { token, user } : null;
  }
  return null;
}

export function writeStoredAuth(state: StoredAuth): void {
  const storage = local();
  if (!storage) return;
  if (state.token && state.user) {
    storage.setItem(USER_KEY, JSON.stringify(state.user));
    storage.setItem(TOKEN_KEY, state.token);
  } else {
    clearStoredAuth();
  }
}

export function clearStoredAuth(): void {
  local()?.removeItem(USER_KEY);
  local()?.removeItem(TOKEN_KEY);
}

/** The storage redux-persist writes the auth slice through (store.ts). */
export const authStorage: PersistStorage = {
  getItem: () => Promise.resolve(readStoredAuth() ?? undefined),
  setItem: (_key: string, state: StoredAuth) => {
    writeStoredAuth(state);
    return Promise.resolve();
  },
  removeItem: () => {
    clearStoredAuth();
    return Promise.resolve();
  },
};
