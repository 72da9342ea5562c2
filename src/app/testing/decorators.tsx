import type { Decorator } from '@storybook/react-webpack5';
import type { AuthUser } from '../features/auth/authSlice';
import type { AppStore } from '../store';
import { ScreenProviders } from './TestProviders';

/** Storybook decorator: a real store (with `user` signed in, if given) and a router at `path`. */
export function withProviders({
  user = null,
  path = '/',
  initialEntry,
  state,
  prepare,
}: { user?: AuthUser | null; path?: string; initialEntry?: string; state?: unknown; prepare?: (store: AppStore) => void } = {}): Decorator {
  return function ProvidersDecorator(Story) {
    return (
      <ScreenProviders user={user} path={path} initialEntry={initialEntry} state={state} prepare={prepare}>
        <Story />
      </ScreenProviders>
    );
  };
}
