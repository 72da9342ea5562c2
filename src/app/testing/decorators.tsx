import type { Decorator } from '@storybook/react-webpack5';
import type { AuthUser } from '../features/auth/authSlice';
import { ScreenProviders } from './TestProviders';

/** Storybook decorator: a real store (with `user` signed in, if given) and a router at `path`. */
export function withProviders({
  user = null,
  path = '/',
  initialEntry,
}: { user?: AuthUser | null; path?: string; initialEntry?: string } = {}): Decorator {
  return function ProvidersDecorator(Story) {
    return (
      <ScreenProviders user={user} path={path} initialEntry={initialEntry}>
        <Story />
      </ScreenProviders>
    );
  };
}
