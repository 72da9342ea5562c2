import type { Decorator } from '@storybook/react-webpack5';
import type { AuthUser } from '../features/auth/authSlice';
import type { AppStore } from '../store';
import { PublicLayout } from '../layout/PublicLayout';
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

/** Storybook decorator: the page inside the public pages' frame (header, narrow column), as the router shows it. */
export const inPublicLayout: Decorator = (Story) => (
  <PublicLayout>
    <Story />
  </PublicLayout>
);

/** Storybook decorator: a card's width on /profile and /bookings (560 px), so a part is seen as it is laid out there. */
export const inCardColumn: Decorator = (Story) => (
  <div style={{ maxWidth: 560 }}>
    <Story />
  </div>
);
