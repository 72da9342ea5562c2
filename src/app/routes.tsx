import { lazy, Suspense, useEffect, type ComponentType } from 'react';
import { Navigate, Outlet, type RouteObject } from 'react-router-dom';
import { APP_TEXT } from '../shared/messages';
import { selectCurrentUser } from './features/auth/authSlice';
import { RequirePermission } from './guards';
import { useAppSelector } from './hooks';
import { PageLoading } from './layout/PageLoading';
import { PublicLayout } from './layout/PublicLayout';
import { RouteError } from './layout/RouteError';
import { useScreenName } from './layout/screenName';
import { ROUTE_TABLE, type PageKey, type RouteSpec } from './routeTable';
import { startValetDay } from './api/earlyQueries';
import { loadAntdStylesheet } from './antdStylesheet';
import { ServiceBanner } from './layout/ServiceBanner';

type PageModule = { default: ComponentType };

/** Each page is its own chunk: /login must not download the dashboard, the menu or antd's Table. */
const PAGES: Record<Exclude<PageKey, 'toDashboard'>, () => Promise<PageModule>> = {
  login: () => import('./features/auth/LoginPage'),
  register: () => import('./features/auth/RegisterPage'),
  forgotPassword: () => import('./features/auth/ForgotPasswordPage'),
  resetPassword: () => import('./features/auth/ResetPasswordPage'),
  emailUndo: () => import('./features/auth/EmailUndoPage'),
  activateMember: () => import('./features/auth/ActivateMemberPage'),
  contact: () => import('./features/contact/ContactPage'),
  help: () => import('./features/help/HelpPage'),
  dashboard: () => import('./features/dashboard/DashboardPage'),
  backHome: () => import('./features/dashboard/BackHomePage'),
  profile: () => import('./features/profile/ProfilePage'),
  locations: () => import('./features/locations/LocationsPage'),
  zones: () => import('./features/zones/ZonesPage'),
  booking: () => import('./features/booking/BookingPage'),
  bookings: () => import('./features/bookings/BookingsPage'),
  guestBooking: () => import('./features/bookings/GuestBookingPage'),
  guestRegistration: () => import('./features/guest/GuestRegistrationPage'),
  memberCode: () => import('./features/guest/MemberCodePage'),
  memberReceipt: () => import('./features/guest/MemberReceiptPage'),
  valetReview: () => import('./features/valetCustomer/ValetReviewPage'),
  valetPay: () => import('./features/valetCustomer/ValetPayPage'),
  valetReceipt: () => import('./features/valetCustomer/ValetReceiptPage'),
  addLocation: () => import('./features/locations/AddLocationPage'),
  editLocation: () => import('./features/locations/EditLocationPage'),
  zoneForm: () => import('./features/zones/ZoneFormPage'),
  vendorLocations: () => import('./features/locations/VendorLocationsPage'),
  team: () => import('./features/team/TeamPage'),
  codes: () => import('./features/owners/CodesPage'),
  members: () => import('./features/owners/MembersPage'),
  addMember: () => import('./features/owners/AddMemberPage'),
  events: () => import('./features/owners/EventsPage'),
  servicing: () => import('./features/team/ServicingLocationsPage'),
  plateSearch: () => import('./features/enforcer/PlateSearchPage'),
  revenueUpdate: () => import('./features/revenueEntries/RevenueUpdatePage'),
  reports: () => import('./features/reports/ReportsPage'),
  revenues: () => import('./features/revenue/RevenuesPage'),
  lotRevenue: () => import('./features/revenue/LotRevenuePage'),
  addSession: () => import('./features/revenue/AddSessionPage'),
  management: () => import('./features/management/ManagementPage'),
  locationVendors: () => import('./features/management/LocationVendorsPage'),
  vendorForm: () => import('./features/management/VendorFormPage'),
  superadmin: () => import('./features/superadmin/SuperadminPage'),
  valetDesk: () => {
    // The day's tickets start loading beside the desk's code (2,000 tickets on a busy day).
    startValetDay();
    return import('./features/valet/ValetDeskPage');
  },
  valetCreate: () => import('./features/valet/ValetCreatePage'),
  valetDetails: () => import('./features/valet/ValetDetailsPage'),
  valetEdit: () => import('./features/valet/ValetEditPage'),
  notAvailable: () => import('./layout/NotAvailablePage'),
  notFound: () => import('./layout/NotFoundPage'),
};

/**
 * Pages built without antd: every public page a driver or visitor opens (under 170 KB gzipped on
 * first load, measured by `npm run bench` for each public route), the valet desk (staff open it on
 * a phone at the curb; issue 11's first-render budget), and the not-yet-built stand-in. Every other
 * page gets antd's theme and stylesheet with its own code (components/Themed, antdStylesheet.ts),
 * so antd is not part of the first chunk; the app shell is plain markup too.
 */
const PLAIN_PAGES: ReadonlySet<PageKey> = new Set<PageKey>([
  'login',
  'register',
  'forgotPassword',
  'resetPassword',
  'emailUndo',
  'activateMember',
  'contact',
  'help',
  'locations',
  'zones',
  'booking',
  'guestBooking',
  'guestRegistration',
  'memberCode',
  'memberReceipt',
  'valetReview',
  'valetPay',
  'valetReceipt',
  'valetDesk',
  'notAvailable',
]);

/** The app shell's code (menu, top bar: plain markup): shared by every signed-in screen. */
const loadShell = () => import('./layout/AppShell');

const AppShell = lazy(loadShell);

function ShellFrame() {
  return (
    <Suspense fallback={<PageLoading />}>
      <AppShell />
    </Suspense>
  );
}

/** Public pages a signed-in user also visits (help, contact, locations) keep the app's menu for them. */
function AdaptiveFrame() {
  const user = useAppSelector(selectCurrentUser);
  return user ? <ShellFrame /> : <PublicLayout wide />;
}

function RootLayout() {
  const screen = useScreenName();
  useEffect(() => {
    document.title = screen ? `${screen} · ${APP_TEXT.appName}` : APP_TEXT.appName;
  }, [screen]);
  return (
    <>
      <Outlet />
      <ServiceBanner />
    </>
  );
}

function leaf(spec: RouteSpec): RouteObject {
  const key = spec.page;
  const page: Pick<RouteObject, 'element' | 'lazy'> =
    key === 'toDashboard'
      ? { element: <Navigate to="/dashboard" replace /> }
      : {
          lazy: async () => {
            if (PLAIN_PAGES.has(key)) return { Component: (await PAGES[key]()).default };
            const [{ default: Page }, { Themed }] = await Promise.all([PAGES[key](), import('./components/Themed'), loadAntdStylesheet()]);
            return {
              Component: function ThemedPage() {
                return (
                  <Themed>
                    <Page />
                  </Themed>
                );
              },
            };
          },
        };
  if (!spec.permission) return { path: spec.path, handle: spec, ...page };
  // The guard sits on every route that has a permission, so no page can be reached around it; the
  // page is its index child, so its code loads only once the guard lets the user through.
  return {
    path: spec.path,
    handle: spec,
    element: <RequirePermission permission={spec.permission} />,
    children: [{ index: true, ...page }],
  };
}

const NOT_FOUND: RouteSpec = { path: '*', permission: null, screen: 'Not found', layout: 'adaptive', page: 'notFound' };

export function buildRoutes(table: readonly RouteSpec[] = ROUTE_TABLE): RouteObject[] {
  // A page's failure (its code could not be downloaded, or it threw) is caught by the nearest route
  // above it that is not lazy: this pathless one, inside the frame, so the header and menu stay.
  const of = (layout: RouteSpec['layout'], ...more: RouteObject[]): RouteObject[] => [
    { errorElement: <RouteError />, children: [...table.filter((s) => s.layout === layout).map(leaf), ...more] },
  ];
  return [
    {
      element: <RootLayout />,
      hydrateFallbackElement: <PageLoading />,
      errorElement: <RouteError />,
      children: [
        { element: <PublicLayout />, children: of('public') },
        { element: <AdaptiveFrame />, children: of('adaptive', leaf(NOT_FOUND)) },
        {
          element: <ShellFrame />,
          // The router loads this beside the page's own code (it waits for every matched route's
          // lazy at once), so the shell's chunks no longer wait for the page's before they start.
          lazy: async () => {
            await loadShell();
            return {};
          },
          children: of('shell'),
        },
      ],
    },
  ];
}

export const routes = buildRoutes();
