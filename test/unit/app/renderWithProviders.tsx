import { act, configure, render, type RenderResult } from '@testing-library/react';
import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event';
import type { ReactElement } from 'react';
import type { RouteObject } from 'react-router-dom';
import type { AuthUser } from '../../../src/app/features/auth/authSlice';
import { buildRoutes } from '../../../src/app/routes';
import type { RouteSpec } from '../../../src/app/routeTable';
import type { AppStore } from '../../../src/app/store';
import { TestProviders, makeStore } from '../../../src/app/testing/TestProviders';

// Pages are lazy chunks: the first test to open one also loads antd's modules for it, which can take
// longer than Testing Library's default one second on a busy machine.
configure({ asyncUtilTimeout: 10_000 });
// Whole-app form tests type into several antd fields; on a 2-core machine running files in
// parallel that can pass jest's five-second default.
jest.setTimeout(20_000);

export interface RenderOptions {
  user?: AuthUser | null;
  store?: AppStore;
  initialEntries?: string[];
  /** A route table to build instead of the real one (e.g. the guard tests' synthetic table). */
  table?: readonly RouteSpec[];
}

/** Renders the whole app (real route table, guards, lazy pages) at `path` with a real store. */
export function renderApp(path: string, { user, store, table }: RenderOptions = {}): RenderResult & { store: AppStore } {
  const s = makeStore({ user, store });
  const result = render(<TestProviders routes={buildRoutes(table)} initialEntries={[path]} store={s} />);
  return { ...result, store: s };
}

/** Renders one element at `routePath` (opened at `path`), plus a marker page for every other path. */
export function renderWithProviders(
  ui: ReactElement,
  { user, store, routePath = '/', path }: RenderOptions & { routePath?: string; path?: string } = {},
): RenderResult & { store: AppStore } {
  const s = makeStore({ user, store });
  const routes: RouteObject[] = [
    { path: routePath, element: ui },
    { path: '*', Component: Elsewhere },
  ];
  const result = render(<TestProviders routes={routes} initialEntries={[path ?? routePath]} store={s} />);
  return { ...result, store: s };
}

function Elsewhere() {
  return <p data-testid="elsewhere">{window.location.pathname}</p>;
}

/** Lets pending timers (antd's open/close motion, lazy chunks) finish inside act before a test ends. */
export async function settle(ms = 50): Promise<void> {
  await act(async () => {
    await new Promise((resolve) => setTimeout(resolve, ms));
  });
}

/**
 * userEvent without the pause between keystrokes, and without its pointer-events check on every
 * action (a getComputedStyle walk up the tree, slow in jsdom under antd's styles): the tests care
 * about results, not typing speed.
 */
export function typist() {
  return userEvent.setup({ delay: null, pointerEventsCheck: PointerEventsCheckLevel.Never });
}
