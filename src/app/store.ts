import { combineReducers, configureStore, createListenerMiddleware } from '@reduxjs/toolkit';
import { setupListeners } from '@reduxjs/toolkit/query';
import { FLUSH, PAUSE, PERSIST, PURGE, REGISTER, REHYDRATE, persistReducer, type PersistConfig } from 'redux-persist';
import { baseApi } from './api/baseApi';
import { authSlice, userLoggedOut, type AuthState } from './features/auth/authSlice';
import { serviceStatusSlice } from './api/serviceStatus';
import { authStorage, clearStoredAuth, USER_KEY } from './authStorage';

/** SPEC section 3 keeps the signed-in user locally "under the key user" (authStorage.ts: the user as JSON, the token beside it). */
export const AUTH_STORAGE_KEY = USER_KEY;

// authStorage takes and gives the state as an object; redux-persist 6 reads `deserialize` (getStoredState) though its types omit it.
const authPersistConfig = {
  key: AUTH_STORAGE_KEY,
  storage: authStorage,
  serialize: false,
  deserialize: false,
  whitelist: ['token', 'user'],
} as PersistConfig<AuthState>;
const persistedAuth = persistReducer(authPersistConfig, authSlice.reducer);

// Only auth is persisted; the api cache is rebuilt from the server on every visit.
const rootReducer = combineReducers({
  [authSlice.reducerPath]: persistedAuth,
  [baseApi.reducerPath]: baseApi.reducer,
  [serviceStatusSlice.reducerPath]: serviceStatusSlice.reducer,
});

export type RootState = ReturnType<typeof rootReducer>;

/** Removes every cookie this page can see (SPEC section 4: logout clears the cookies too). */
export function clearCookies(): void {
  if (typeof document === 'undefined') return;
  for (const part of document.cookie.split(';')) {
    const name = part.split('=')[0]?.trim();
    if (!name) continue;
    document.cookie = `${name}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`;
    document.cookie = `${name}=; expires=Thu, 01 Jan 1970 00:00:00 GMT`;
  }
}

/** The initial state a test or story may give: just who is signed in. */
export interface PreloadedAppState {
  auth?: AuthState;
}

export function setupStore(preloaded: PreloadedAppState = {}) {
  const listener = createListenerMiddleware();
  // Whatever signs the user out (the Log Out button or a 401 from the api) drops their cookies and
  // every cached answer, so the next user never sees the previous one's data.
  listener.startListening({
    actionCreator: userLoggedOut,
    effect: (_action, api) => {
      clearCookies();
      // redux-persist writes the emptied auth state a tick later; drop the stored user and token now
      // so a reload right after logging out cannot bring the session back.
      clearStoredAuth();
      api.dispatch(baseApi.util.resetApiState());
    },
  });
  const store = configureStore({
    reducer: rootReducer,
    preloadedState: preloaded.auth
      ? ({ auth: { ...preloaded.auth, _persist: { version: -1, rehydrated: true } } } as Partial<RootState>)
      : undefined,
    middleware: (getDefault) =>
      getDefault({
        // redux-persist's own actions carry functions (register, rehydrate callbacks).
        serializableCheck: { ignoredActions: [FLUSH, REHYDRATE, PAUSE, PERSIST, PURGE, REGISTER] },
      })
        .prepend(listener.middleware)
        .concat(baseApi.middleware),
  });
  setupListeners(store.dispatch);
  return store;
}

export type AppStore = ReturnType<typeof setupStore>;
export type AppDispatch = AppStore['dispatch'];
