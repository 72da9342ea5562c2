import { screen, within } from '@testing-library/react';
import { menuFor } from '../../../src/shared/access';
import { PHONE_QUERY } from '../../../src/app/layout/useIsPhone';
import { SAMPLE_USERS } from '../../../src/app/testing/sampleUsers';
import { renderApp, settle, typist } from './renderWithProviders';

/** SPEC section 2 "Side menu shell" and section 6 "Menu visibility", per role. */
const EXPECTED: Record<keyof typeof SAMPLE_USERS, string[]> = {
  customer: ['Dashboard', 'Profile'],
  enforcer: ['Dashboard', 'Profile'],
  valet: ['Dashboard', 'Valet', 'Profile'],
  vendor: ['Dashboard', 'Team', 'Events', 'Locations', 'Memberships', 'Codes', 'Profile'],
  odogwu: ['Dashboard', 'Team', 'Events', 'Management', 'Valet', 'Locations', 'Memberships', 'Codes', 'Profile'],
  superadmin: ['Dashboard', 'Team', 'Events', 'Management', 'Super Admin', 'Valet', 'Locations', 'Memberships', 'Codes', 'Profile'],
  admin: [],
};

describe('menu per role', () => {
  it.each(Object.entries(EXPECTED))('menuFor(%s)', (role, labels) => {
    expect(menuFor(SAMPLE_USERS[role as keyof typeof SAMPLE_USERS]).map((m) => m.label)).toEqual(labels);
  });

  it.each(Object.entries(EXPECTED).filter(([, labels]) => labels.length > 0))(
    'the side menu of %s shows exactly its entries, in order, with their paths',
    async (role, labels) => {
      const user = SAMPLE_USERS[role as keyof typeof SAMPLE_USERS];
      renderApp('/profile', { user });
      await screen.findByRole('heading', { name: 'Profile' });
      const nav = screen.getByRole('navigation', { name: 'Menu' });
      const links = within(nav).getAllByRole('link');
      expect(links.map((a) => a.textContent)).toEqual(labels);
      expect(links.map((a) => a.getAttribute('href'))).toEqual(menuFor(user).map((m) => m.path));
    },
  );

  it('shows the logo linking to the dashboard and the user name in the top bar', async () => {
    renderApp('/profile', { user: SAMPLE_USERS.vendor });
    await screen.findByRole('heading', { name: 'Profile' });
    const banner = screen.getByRole('banner');
    // Named by what it shows; the one link named Dashboard is the menu's.
    const logo = within(banner).getByRole('link', { name: 'Parking' });
    expect(logo).toHaveAttribute('href', '/dashboard');
    // A touch target: at least 44 px tall, its margin keeping the bar's layout.
    expect(logo).toHaveStyle({ minHeight: '44px', margin: '-6px 0px' });
    expect(screen.getAllByRole('link', { name: 'Dashboard' })).toHaveLength(1);
    expect(within(banner).getByText(SAMPLE_USERS.vendor.name)).toBeInTheDocument();
  });

  it('redirects to /login with no signed-in user', async () => {
    renderApp('/profile');
    expect(await screen.findByRole('heading', { name: 'Log In' })).toBeInTheDocument();
  });
});

describe('on a phone', () => {
  const realMatchMedia = window.matchMedia;
  beforeEach(() => {
    window.matchMedia = ((query: string) => ({ ...realMatchMedia(query), matches: query === PHONE_QUERY })) as typeof window.matchMedia;
  });
  afterEach(() => {
    window.matchMedia = realMatchMedia;
  });

  it('hides the menu in a drawer opened by the menu button', async () => {
    renderApp('/profile', { user: SAMPLE_USERS.vendor });
    const button = await screen.findByRole('button', { name: 'Open menu' });
    expect(screen.queryByRole('navigation', { name: 'Menu' })).not.toBeInTheDocument();
    await typist().click(button);
    const nav = await screen.findByRole('navigation', { name: 'Menu' });
    expect(
      within(nav)
        .getAllByRole('link')
        .map((a) => a.textContent),
    ).toEqual(EXPECTED.vendor);
    await settle();
  });
});
