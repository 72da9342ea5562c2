import type { Role } from '../../shared/roles';
import type { AuthUser } from '../features/auth/authSlice';

/** One signed-in user per role (and the superadmin), for stories and tests. */
export const SAMPLE_USERS: Record<Role | 'superadmin', AuthUser> = {
  customer: { _id: 'u-customer', name: 'Casey Driver', email: 'casey@example.com', role: 'customer', isSuperadmin: false },
  vendor: { _id: 'u-vendor', name: 'Vera Lotowner', email: 'vera@example.com', role: 'vendor', isSuperadmin: false },
  odogwu: { _id: 'u-odogwu', name: 'Obi Admin', email: 'obi@example.com', role: 'odogwu', isSuperadmin: false },
  enforcer: { _id: 'u-enforcer', name: 'Eli Enforcer', email: 'eli@example.com', role: 'enforcer', isSuperadmin: false },
  valet: { _id: 'u-valet', name: 'Val Runner', email: 'val@example.com', role: 'valet', isSuperadmin: false },
  admin: { _id: 'u-admin', name: 'Ada Legacy', email: 'ada@example.com', role: 'admin', isSuperadmin: false },
  superadmin: { _id: 'u-super', name: 'Sam Super', email: 'sam@example.com', role: 'odogwu', isSuperadmin: true },
};

/** An unsigned JWT-shaped token carrying `payload`, as the emailed reset and activation links do. */
export function fakeJwt(payload: Record<string, unknown>): string {
  const b64 = (o: unknown) => btoa(JSON.stringify(o)).replace(/=+$/, '').replace(/\+/g, '-').replace(/\//g, '_');
  return `${b64({ alg: 'HS256', typ: 'JWT' })}.${b64(payload)}.signature`;
}
