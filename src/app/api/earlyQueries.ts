import type { AppStore } from '../store';

/**
 * Queries a screen needs that can start while its code is still loading: the route's lazy loader
 * asks for them (the router loads a matched route's code before it renders anything), so the
 * answer is under way, or back, by the time the page first renders and its hook reads the cache.
 */
let appStore: AppStore | null = null;

/** main.tsx hands over the app's store once it is made. */
export function rememberStore(store: AppStore): void {
  appStore = store;
}

/** The valet desk's day (GET /valets/grid), as ValetDeskPage's `useGetValetGridQuery({})` asks for it. */
export function startValetDay(): void {
  const store = appStore;
  if (!store) return;
  void import('./enhanced/valets').then(({ valetsEnhancedApi }) => {
    // Only for a signed-in user (the stored session is restored by now); the guard decides the rest.
    if (!store.getState().auth.token) return;
    void store.dispatch(valetsEnhancedApi.util.prefetch('getValetGrid', {}, { ifOlderThan: 10 }));
  });
}
