import { screen } from '@testing-library/react';
import { isValidElement } from 'react';
import type { LoginApiResponse } from '../../../src/app/api/generated/users';
import type { RouteObject } from 'react-router-dom';
import { can, type Permission } from '../../../src/shared/access';
import { APP_TEXT, screenNotAvailable, signedInAlready, TEAM_TEXT } from '../../../src/shared/messages';
import { RequirePermission } from '../../../src/app/guards';
import { ROUTE_TABLE, canOpen, routeFor, type RouteSpec } from '../../../src/app/routeTable';
import { buildRoutes } from '../../../src/app/routes';
import { SAMPLE_USERS } from '../../../src/app/testing/sampleUsers';
import { renderApp, typist } from './renderWithProviders';
import { signedIn } from './apiUser';
import { server, useMswServer } from './server';
import { answerPost } from './typedHandlers';

useMswServer();

/** Every leaf route object built from the table, with the path it was built for. */
function leaves(routes: RouteObject[]): RouteObject[] {
  return routes.flatMap((r) => [...(r.path ? [r] : []), ...(r.children ? leaves(r.children) : [])]);
}

describe('route table', () => {
  it('lists every path of SPEC section 2', () => {
    const paths = ROUTE_TABLE.map((r) => r.path);
    for (const p of [
      '/login',
      '/register',
      '/forgot-password',
      '/reset/:token?',
      '/contact-us',
      '/help',
      '/locations',
      '/locations/:locationId/zones',
      '/locations/:locationId/zones/:zoneId',
      '/locations/:locationId/zones/:zoneId/members',
      '/locations/:locationId/zones/:zoneId/members/receipt',
      '/locations/:locationId/guest',
      '/auth/member/activate/:token?',
      '/valet/review',
      '/valet/pay',
      '/valet/receipt',
      '/',
      '/home',
      '/home-old',
      '/dashboard',
      '/profile',
      '/bookings',
      '/locations/add',
      '/locations/:locationId/edit',
      '/locations/:locationId/new/zone',
      '/locations/:locationId/zones/:zoneId/edit',
      '/locations-vendor',
      '/revenues',
      '/revenue',
      '/reports',
      '/revenue/lot/:lotId',
      '/revenue/lot/:lotId/new',
      '/revenue/update',
      '/codes',
      '/members',
      '/members/add',
      '/events',
      '/team',
      '/management',
      '/management/locations/:locationId',
      '/management/locations/:locationId/vendors/add',
      '/management/locations/:locationId/vendors/:vendorId/edit',
      '/superadmin',
      '/service/locations',
      '/service/locations/:locationId/search',
      '/valet',
      '/valet/create',
      '/valet/details',
      '/valet/details/edit',
    ]) {
      expect(paths).toContain(p);
    }
    expect(new Set(paths).size).toBe(paths.length);
  });

  it('uses every permission that guards routes', () => {
    const used = new Set(ROUTE_TABLE.map((r) => r.permission).filter(Boolean));
    expect([...used].sort()).toEqual([...PERMISSIONS].sort());
  });

  it('puts a guard with the table permission on every route that has one', () => {
    const built = leaves(buildRoutes());
    for (const spec of ROUTE_TABLE) {
      const route = built.find((r) => r.path === spec.path);
      expect(route).toBeDefined();
      if (spec.permission) {
        const el = route!.element;
        expect(isValidElement(el) && el.type === RequirePermission).toBe(true);
        expect(isValidElement<{ permission: Permission }>(el) && el.props.permission).toBe(spec.permission);
      } else {
        expect(route!.element).toBeUndefined();
      }
    }
  });

  it('finds the route of a concrete path, and whether a user may open it', () => {
    expect(routeFor('/locations/add')?.permission).toBe('manageLocations');
    expect(routeFor('/locations/42/zones')?.permission).toBeNull();
    expect(routeFor('/management/locations/7/vendors/add')?.permission).toBe('management');
    expect(routeFor('/nowhere/at/all')).toBeUndefined();
    expect(canOpen(SAMPLE_USERS.vendor, '/team')).toBe(true);
    expect(canOpen(SAMPLE_USERS.customer, '/team')).toBe(false);
    expect(canOpen(null, '/help')).toBe(true);
    expect(canOpen(SAMPLE_USERS.odogwu, '/superadmin')).toBe(false);
    expect(canOpen(SAMPLE_USERS.superadmin, '/superadmin')).toBe(true);
  });
});

/** Every permission a route may carry. ('book' guards no route: it picks the customer's dashboard tiles.) */
const PERMISSIONS = ['signedIn', 'manageLocations', 'service', 'valet', 'management', 'superadmin'] as const satisfies readonly Exclude<
  Permission,
  'book'
>[];

/**
 * The guards are tested on a synthetic route table, one placeholder screen per permission, plus the
 * real /login they redirect to: the tests do not depend on which real screens are still placeholders.
 */
const LOGIN = ROUTE_TABLE.find((r) => r.path === '/login')!;
const SYNTHETIC_TABLE: RouteSpec[] = [
  LOGIN,
  ...PERMISSIONS.map((permission): RouteSpec => ({
    path: `/synthetic/${permission}`,
    permission,
    screen: `Synthetic ${permission}`,
    layout: 'shell',
    page: 'notAvailable',
  })),
];
const USERS = [['nobody', null] as const, ...Object.entries(SAMPLE_USERS)];

describe.each(PERMISSIONS)('guard for %s', (permission) => {
  const path = `/synthetic/${permission}`;
  it.each(USERS)(`${path} as %s`, async (_label, user) => {
    renderApp(path, { user, table: SYNTHETIC_TABLE });
    if (can(user, permission)) {
      expect(await screen.findByRole('heading', { name: screenNotAvailable(`Synthetic ${permission}`) })).toBeInTheDocument();
    } else {
      expect(await screen.findByRole('heading', { name: 'Log In' })).toBeInTheDocument();
    }
  });
});

describe('redirect to /login and back', () => {
  const loginAs = (user: (typeof SAMPLE_USERS)[keyof typeof SAMPLE_USERS]) =>
    server.use(answerPost<LoginApiResponse>('*/api/v1/users/login', () => signedIn(user)));

  it('sends a visitor to /login and, after login, back to the page they asked for', async () => {
    loginAs(SAMPLE_USERS.vendor);
    renderApp('/team?tab=1');
    const ue = typist();
    await ue.type(await screen.findByLabelText('Email'), SAMPLE_USERS.vendor.email);
    await ue.type(screen.getByLabelText('Password'), 'Secret#123');
    await ue.click(screen.getByRole('button', { name: 'Log In' }));
    expect(await screen.findByRole('heading', { name: TEAM_TEXT.title })).toBeInTheDocument();
  });

  it('sends the user home instead when the page they asked for is not theirs', async () => {
    loginAs(SAMPLE_USERS.customer);
    renderApp('/team');
    const ue = typist();
    await ue.type(await screen.findByLabelText('Email'), SAMPLE_USERS.customer.email);
    await ue.type(screen.getByLabelText('Password'), 'Secret#123');
    await ue.click(screen.getByRole('button', { name: 'Log In' }));
    expect(await screen.findByRole('heading', { name: `Welcome, ${SAMPLE_USERS.customer.name}` })).toBeInTheDocument();
  });

  it('tells a signed-in user sent to /login from a page their role may not open, with the way back to their dashboard', async () => {
    renderApp('/team', { user: SAMPLE_USERS.customer });
    expect(await screen.findByRole('heading', { name: 'Log In' })).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent(signedInAlready(SAMPLE_USERS.customer.name, true));
    expect(screen.getByRole('link', { name: APP_TEXT.goToDashboard })).toHaveAttribute('href', '/dashboard');
  });

  it('says nothing of the kind to a visitor', async () => {
    renderApp('/team');
    expect(await screen.findByRole('heading', { name: 'Log In' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: APP_TEXT.goToDashboard })).not.toBeInTheDocument();
  });

  it('shows the app shell for / and /home, landing on the dashboard', async () => {
    renderApp('/home', { user: SAMPLE_USERS.enforcer });
    expect(await screen.findByRole('heading', { name: `Welcome, ${SAMPLE_USERS.enforcer.name}` })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /My Service Locations/ })).toHaveAttribute('href', '/service/locations');
  });

  it('shows a not-found page for unknown paths, with Find Parking for a visitor', async () => {
    renderApp('/no/such/page');
    expect(await screen.findByRole('heading', { name: 'Not found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: APP_TEXT.tileFindParking })).toHaveAttribute('href', '/locations');
    expect(screen.queryByRole('link', { name: APP_TEXT.goToDashboard })).toBeNull();
  });

  it('gives a signed-in user on an unknown path the way to their dashboard', async () => {
    renderApp('/no/such/page', { user: SAMPLE_USERS.customer });
    expect(await screen.findByRole('heading', { name: 'Not found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: APP_TEXT.goToDashboard })).toHaveAttribute('href', '/dashboard');
  });

  it('shows the one placeholder, naming the screen, for screens still to be built', async () => {
    renderApp('/admin');
    expect(await screen.findByRole('heading', { name: screenNotAvailable('Admin Area') })).toBeInTheDocument();
  });

  it('gives an admin on /admin a way out that works: Log Out (no dashboard it could open), to /login signed out', async () => {
    renderApp('/admin', { user: SAMPLE_USERS.admin });
    expect(await screen.findByRole('heading', { name: screenNotAvailable('Admin Area') })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: APP_TEXT.goToDashboard })).toBeNull();
    await typist().click(screen.getByRole('button', { name: APP_TEXT.logOut }));
    expect(await screen.findByRole('button', { name: APP_TEXT.logIn })).toBeInTheDocument();
    expect(screen.queryByText(/cannot open/i)).toBeNull();
  });

  it('keeps Go to Dashboard on the placeholder for a user who has a dashboard', async () => {
    renderApp('/admin', { user: SAMPLE_USERS.vendor });
    expect(await screen.findByRole('link', { name: APP_TEXT.goToDashboard })).toHaveAttribute('href', '/dashboard');
  });
});
