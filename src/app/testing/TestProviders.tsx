import { useState, type ReactNode } from 'react';
import { Provider } from 'react-redux';
import { RouterProvider, createMemoryRouter, type InitialEntry, type RouteObject } from 'react-router-dom';
import type { AuthUser } from '../features/auth/authSlice';
import { setupStore, type AppStore } from '../store';

export interface TestProvidersOptions {
  /** Who is signed in; nobody when absent. */
  user?: AuthUser | null;
  /** A store made by the caller (to inspect it afterwards); otherwise a fresh one. */
  store?: AppStore;
}

export function makeStore({ user, store }: TestProvidersOptions = {}): AppStore {
  return store ?? setupStore(user ? { auth: { token: `token-${user._id}`, user } } : {});
}

/** A real store and a memory router around the given routes: what the app has, minus the browser. */
export function TestProviders({
  routes,
  initialEntries = ['/'],
  store,
}: {
  routes: RouteObject[];
  initialEntries?: InitialEntry[];
  store: AppStore;
}) {
  const [router] = useState(() => createMemoryRouter(routes, { initialEntries }));
  return (
    <Provider store={store}>
      <RouterProvider router={router} />
    </Provider>
  );
}

/**
 * For stories of one screen part: renders `children` at `path` (so useParams works) with a store
 * holding `user`; any link it follows lands on an empty page.
 */
export function ScreenProviders({
  children,
  user = null,
  path = '/',
  initialEntry,
  state,
  prepare,
}: {
  children: ReactNode;
  user?: AuthUser | null;
  path?: string;
  initialEntry?: string;
  /** Router state of the opened entry, as a link's `state` passes it (e.g. the location a form belongs to). */
  state?: unknown;
  /** Runs once on the fresh store, e.g. to put API answers in the cache where there is no server. */
  prepare?: (store: AppStore) => void;
}) {
  const [store] = useState(() => {
    const s = makeStore({ user });
    prepare?.(s);
    return s;
  });
  const [routes] = useState<RouteObject[]>(() => [
    { path, element: children },
    { path: '*', element: null },
  ]);
  const entry = initialEntry ?? path;
  // A plain string when there is no state, so an entry with a query string is parsed as before.
  return <TestProviders routes={routes} initialEntries={[state === undefined ? entry : { pathname: entry, state }]} store={store} />;
}
