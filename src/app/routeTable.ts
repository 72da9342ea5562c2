import { matchRoutes } from 'react-router-dom';
import { can, type AccessSubject, type Permission } from '../shared/access';

/**
 * public: the centered card of the sign-in screens. adaptive: the app shell for a signed-in user,
 * the public frame for a visitor. shell: signed-in pages inside the app shell.
 */
export type LayoutKind = 'public' | 'adaptive' | 'shell';

/** Which page component a route shows; `notAvailable` is the one placeholder for screens still to be built. */
export type PageKey =
  | 'login'
  | 'register'
  | 'forgotPassword'
  | 'resetPassword'
  | 'emailUndo'
  | 'activateMember'
  | 'contact'
  | 'help'
  | 'dashboard'
  | 'toDashboard'
  | 'backHome'
  | 'profile'
  | 'locations'
  | 'zones'
  | 'booking'
  | 'bookings'
  | 'guestBooking'
  | 'guestRegistration'
  | 'memberCode'
  | 'memberReceipt'
  | 'valetReview'
  | 'valetPay'
  | 'valetReceipt'
  | 'addLocation'
  | 'editLocation'
  | 'zoneForm'
  | 'vendorLocations'
  | 'team'
  | 'codes'
  | 'members'
  | 'addMember'
  | 'events'
  | 'servicing'
  | 'plateSearch'
  | 'revenueUpdate'
  | 'reports'
  | 'revenues'
  | 'lotRevenue'
  | 'addSession'
  | 'management'
  | 'locationVendors'
  | 'vendorForm'
  | 'superadmin'
  | 'valetDesk'
  | 'valetCreate'
  | 'valetDetails'
  | 'valetEdit'
  | 'notAvailable'
  | 'notFound';

export interface RouteSpec {
  path: string;
  /** null: open to everyone (SPEC section 6 "Public pages"). */
  permission: Permission | null;
  /** The screen's name, shown as the page title and by the placeholder. */
  screen: string;
  layout: LayoutKind;
  page: PageKey;
}

const r = (path: string, permission: Permission | null, screen: string, layout: LayoutKind, page: PageKey = 'notAvailable'): RouteSpec => ({
  path,
  permission,
  screen,
  layout,
  page,
});

/** Every route of SPEC section 2, in its order. */
export const ROUTE_TABLE: readonly RouteSpec[] = [
  // Public
  r('/login', null, 'Log In', 'public', 'login'),
  r('/register', null, 'Sign Up', 'public', 'register'),
  r('/forgot-password', null, 'Forgot Password', 'public', 'forgotPassword'),
  r('/reset/:token?', null, 'Reset Password', 'public', 'resetPassword'),
  r('/contact-us', null, 'Contact Us', 'adaptive', 'contact'),
  r('/help', null, 'Help', 'adaptive', 'help'),
  r('/locations', null, 'Locations', 'adaptive', 'locations'),
  r('/locations/:locationId/zones', null, 'Zones', 'adaptive', 'zones'),
  r('/locations/:locationId/zones/:zoneId', null, 'Park Here', 'adaptive', 'booking'),
  r('/locations/:locationId/zones/:zoneId/members', null, 'Member Parking', 'adaptive', 'memberCode'),
  r('/locations/:locationId/zones/:zoneId/members/receipt', null, 'Member Parking Receipt', 'adaptive', 'memberReceipt'),
  r('/locations/:locationId/guest', null, 'Guest Parking Registration', 'adaptive', 'guestRegistration'),
  r('/auth/member/activate/:token?', null, 'Activate Account', 'public', 'activateMember'),
  // Beyond the spec: the link mailed to the address an account had before its email was changed.
  r('/email-undo/:token?', null, 'Undo Email Change', 'public', 'emailUndo'),
  // Beyond the spec: a guest's booking through the link of its reminder mail (no account).
  r('/bookings/guest/:token', null, 'Your Parking', 'adaptive', 'guestBooking'),
  r('/valet/review', null, 'Valet Ticket', 'adaptive', 'valetReview'),
  r('/valet/pay', null, 'Valet Payment', 'adaptive', 'valetPay'),
  r('/valet/receipt', null, 'Valet Receipt', 'adaptive', 'valetReceipt'),
  // SPEC: after login an admin goes to /admin, an area this product does not contain.
  r('/admin', null, 'Admin Area', 'adaptive'),

  // Signed-in
  r('/', 'signedIn', 'Home', 'shell', 'toDashboard'),
  r('/home', 'signedIn', 'Home', 'shell', 'toDashboard'),
  r('/home-old', 'signedIn', 'Home', 'shell', 'backHome'),
  r('/dashboard', 'signedIn', 'Dashboard', 'shell', 'dashboard'),
  r('/profile', 'signedIn', 'Profile', 'shell', 'profile'),
  r('/bookings', 'signedIn', 'My Bookings', 'shell', 'bookings'),

  // Admin-type (vendor, odogwu)
  r('/locations/add', 'manageLocations', 'Add Location', 'shell', 'addLocation'),
  r('/locations/:locationId/edit', 'manageLocations', 'Edit Location', 'shell', 'editLocation'),
  r('/locations/:locationId/new/zone', 'manageLocations', 'Add Zone', 'shell', 'zoneForm'),
  r('/locations/:locationId/zones/:zoneId/edit', 'manageLocations', 'Edit Zone', 'shell', 'zoneForm'),
  r('/locations-vendor', 'manageLocations', 'My Locations', 'shell', 'vendorLocations'),
  r('/revenues', 'manageLocations', 'Revenue', 'shell', 'revenues'),
  r('/revenue', 'manageLocations', 'Revenue', 'shell', 'revenues'),
  r('/reports', 'manageLocations', 'Reports', 'shell', 'reports'),
  r('/revenue/lot/:lotId', 'manageLocations', 'Lot Revenue', 'shell', 'lotRevenue'),
  // SPEC: the Add Session button is for the admin role only, so its form is too.
  r('/revenue/lot/:lotId/new', 'management', 'Add Session', 'shell', 'addSession'),
  r('/revenue/update', 'manageLocations', 'Update Revenue', 'shell', 'revenueUpdate'),
  r('/codes', 'manageLocations', 'Validation Codes', 'shell', 'codes'),
  r('/members', 'manageLocations', 'Memberships', 'shell', 'members'),
  r('/members/add', 'manageLocations', 'Add Member', 'shell', 'addMember'),
  r('/events', 'manageLocations', 'Events', 'shell', 'events'),
  r('/team', 'manageLocations', 'Parking Enforcers', 'shell', 'team'),

  // Management (odogwu)
  r('/management', 'management', 'Management', 'shell', 'management'),
  r('/management/locations/:locationId', 'management', 'Location Vendors', 'shell', 'locationVendors'),
  r('/management/locations/:locationId/vendors/add', 'management', 'Add Vendor', 'shell', 'vendorForm'),
  r('/management/locations/:locationId/vendors/:vendorId/edit', 'management', 'Edit Vendor', 'shell', 'vendorForm'),

  // Superadmin
  r('/superadmin', 'superadmin', 'Vendor Locations Dashboard', 'shell', 'superadmin'),

  // Enforcer
  r('/service/locations', 'service', 'My Service Locations', 'shell', 'servicing'),
  r('/service/locations/:locationId/search', 'service', 'License Plate Search', 'shell', 'plateSearch'),

  // Valet staff
  r('/valet', 'valet', 'Valet', 'shell', 'valetDesk'),
  r('/valet/create', 'valet', 'New Valet Ticket', 'shell', 'valetCreate'),
  r('/valet/details', 'valet', 'Valet Ticket Details', 'shell', 'valetDetails'),
  r('/valet/details/edit', 'valet', 'Edit Valet Ticket', 'shell', 'valetEdit'),
];

/** The route a path opens, or undefined for an unknown path. */
export function routeFor(pathname: string): RouteSpec | undefined {
  const matches = matchRoutes(
    ROUTE_TABLE.map((spec) => ({ path: spec.path, handle: spec })),
    pathname,
  );
  return matches?.[matches.length - 1]?.route.handle;
}

/** Whether `subject` may open `pathname` (used to send a user back where they came from after login). */
export function canOpen(subject: AccessSubject | null | undefined, pathname: string): boolean {
  const spec = routeFor(pathname);
  if (!spec) return false;
  return spec.permission === null || can(subject, spec.permission);
}
