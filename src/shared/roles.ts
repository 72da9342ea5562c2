/** Every role SPEC section 3 names. `admin` is a legacy role whose area is not part of this app. */
export const ROLES = ['customer', 'vendor', 'odogwu', 'enforcer', 'admin', 'valet'] as const;
export type Role = (typeof ROLES)[number];

/** Sign-up offers only these (SPEC section 6). */
export const SIGNUP_ROLES = ['customer', 'vendor'] as const;
export type SignupRole = (typeof SIGNUP_ROLES)[number];

export const ROLE_LABELS: Record<Role, string> = {
  customer: 'User',
  vendor: 'Vendor',
  odogwu: 'Admin',
  enforcer: 'Enforcer',
  admin: 'Admin (legacy)',
  valet: 'Valet',
};

export function isRole(value: unknown): value is Role {
  return typeof value === 'string' && (ROLES as readonly string[]).includes(value);
}
