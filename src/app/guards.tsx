import { Navigate, Outlet, useLocation } from 'react-router-dom';
import { can, type Permission } from '../shared/access';
import { selectCurrentUser } from './features/auth/authSlice';
import { useAppSelector } from './hooks';

/** The `from` that the guards hand to /login, so login can send the user back. */
export interface LoginRedirectState {
  from?: { pathname: string; search?: string; hash?: string };
  /** Said above the form on arrival: why the visitor is here (their account was just deleted). */
  notice?: string;
}

/** SPEC section 6: a route the user may not open redirects to /login, passing the origin along. */
export function RequirePermission({ permission }: { permission: Permission }) {
  const user = useAppSelector(selectCurrentUser);
  const location = useLocation();
  if (can(user, permission)) return <Outlet />;
  const state: LoginRedirectState = { from: { pathname: location.pathname, search: location.search, hash: location.hash } };
  return <Navigate to="/login" state={state} replace />;
}
