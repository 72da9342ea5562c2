import { useState, type ReactNode } from 'react';
import { Provider } from 'react-redux';
import { RouterProvider, createMemoryRouter, type RouteObject } from 'react-router-dom';
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
  initialEntries?: string[];
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
}: {
  children: ReactNode;
  user?: AuthUser | null;
  path?: string;
  initialEntry?: string;
}) {
  const [store] = useState(() => makeStore({ user }));
  const [routes] = useState<RouteObject[]>(() => [
    { path, element: children },
    { path: '*', element: null },
  ]);
  return <TestProviders routes={routes} initialEntries={[initialEntry ?? path]} store={store} />;
}
