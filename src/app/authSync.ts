import { baseApi } from './api/baseApi';
import { readStoredAuth, TOKEN_KEY } from './authStorage';
import { userLoggedIn, userLoggedOut } from './features/auth/authSlice';
import { AUTH_MESSAGES } from '../shared/messages';
import type { AppStore } from './store';

/**
 * The tabs of one browser share the sign-in (localStorage), so each follows what another did:
 * Log Out there signs this tab out (it kept working on a shared computer); a new token for the same
 * account (a password changed there) is taken here; another account signed in there makes this tab
 * theirs, with nothing cached of the last one's. Read when the token key changes, which a sign-in
 * writes after the user (writeStoredAuth), so both are the new ones.
 */
export function syncAuthAcrossTabs(store: AppStore, target: Pick<Window, 'addEventListener' | 'removeEventListener'> = window): () => void {
  const onStorage = (e: StorageEvent) => {
    if (e.key !== TOKEN_KEY && e.key !== null) return;
    const stored = readStoredAuth();
    const { token, user } = store.getState().auth;
    if (!stored) {
      if (token) store.dispatch(userLoggedOut({ endedBecause: AUTH_MESSAGES.signedOutInOtherTab }));
      return;
    }
    if (stored.token === token) return;
    store.dispatch(userLoggedIn(stored));
    if (stored.user._id !== user?._id) store.dispatch(baseApi.util.resetApiState());
  };
  target.addEventListener('storage', onStorage);
  return () => target.removeEventListener('storage', onStorage);
}
