import { screen, within } from '@testing-library/react';
import { SAMPLE_USERS } from '../../../src/app/testing/sampleUsers';
import { renderApp, typist } from './renderWithProviders';

type Who = keyof typeof SAMPLE_USERS;

/** SPEC section 2 /dashboard tiles, per role. */
const TILES: Partial<Record<Who, [string, string][]>> = {
  customer: [
    ['Find Parking', '/locations'],
    ['My Bookings', '/bookings'],
    ['Need Help?', '/help'],
    ['Contact Us', '/contact-us'],
  ],
  enforcer: [['My Service Locations', '/service/locations']],
  valet: [['Ticket Desk', '/valet']],
  // The revenue summary, and no tile repeating the menu (Locations, Codes, Memberships, Events, Team).
  vendor: [
    ['Revenue', '/revenues'],
    ['Reports', '/reports'],
    ['Other Income', '/revenue/update'],
  ],
};

describe('/dashboard', () => {
  it.each(Object.entries(TILES))('shows the tiles of %s', async (who, tiles) => {
    const user = SAMPLE_USERS[who as Who];
    renderApp('/dashboard', { user });
    await screen.findByRole('heading', { name: `Welcome, ${user.name}` });
    const list = within(screen.getByRole('main')).getByRole('list');
    const links = within(list).getAllByRole('link');
    expect(links.map((a) => a.getAttribute('href'))).toEqual(tiles.map(([, href]) => href));
    tiles.forEach(([title], i) => expect(links[i].textContent?.startsWith(title)).toBe(true));
  });

  it('gives odogwu no tile that repeats its menu: each menu entry is the one link of its name', async () => {
    renderApp('/dashboard', { user: SAMPLE_USERS.odogwu });
    await screen.findByRole('heading', { name: `Welcome, ${SAMPLE_USERS.odogwu.name}` });
    const hrefs = within(within(screen.getByRole('main')).getByRole('list'))
      .getAllByRole('link')
      .map((a) => a.getAttribute('href'));
    expect(hrefs).toEqual(['/revenues', '/reports', '/revenue/update', '/valet']);
    for (const entry of ['Dashboard', 'Team', 'Events', 'Management', 'Valet', 'Locations', 'Memberships', 'Codes', 'Profile']) {
      expect(screen.getAllByRole('link', { name: new RegExp(entry, 'i') })).toHaveLength(1);
    }
  });

  it('sends a visitor with no role to the login', async () => {
    renderApp('/dashboard');
    expect(await screen.findByRole('heading', { name: 'Log In' })).toBeInTheDocument();
  });
});

describe('/profile', () => {
  it('shows name, email and role, and logs out to /login clearing token, user and cookies', async () => {
    document.cookie = 'session=abc; path=/';
    const user = SAMPLE_USERS.vendor;
    const { store } = renderApp('/profile', { user });
    await screen.findByRole('heading', { name: 'Profile' });
    expect(screen.getByText(user.name, { selector: 'dd' })).toBeInTheDocument();
    expect(screen.getByText(user.email)).toBeInTheDocument();
    expect(screen.getByText('Vendor')).toBeInTheDocument();
    await typist().click(screen.getByRole('button', { name: 'Log Out' }));
    expect(await screen.findByRole('heading', { name: 'Log In' })).toBeInTheDocument();
    expect(store.getState().auth).toMatchObject({ token: null, user: null });
    expect(document.cookie).toBe('');
  });
});
