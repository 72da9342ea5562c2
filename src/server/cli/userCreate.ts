import { sql } from 'drizzle-orm';
import { hashPassword } from '../auth/password';
import type { Db } from '../db/client';
import { users } from '../db/schema';
import { LIMITS } from '../../shared/limits';
import { isValidEmail, passwordProblem } from '../../shared/password';
import { isRole, ROLES, type Role } from '../../shared/roles';

export interface NewUserInput {
  role: Role;
  email: string;
  password: string;
  name: string;
}

const REQUIRED = ['email', 'password'] as const;
const FLAGS = ['role', 'email', 'password', 'name'] as const;
/** Without --role the account is a driver's, as sign-up makes it. */
const DEFAULT_ROLE: Role = 'customer';

/**
 * Checks the flags before anything touches the database, so a rejected command writes nothing.
 * Returns the input, or the message to show and whether it was a usage error (exit 2) or a bad value (exit 1).
 */
export function checkUserFlags(flags: Map<string, string>): { input: NewUserInput } | { message: string; usage: boolean } {
  const unknown = [...flags.keys()].find((k) => !(FLAGS as readonly string[]).includes(k));
  if (unknown) return { message: `Unknown flag --${unknown}. user:create takes --role, --email, --password and --name.`, usage: true };
  const missing = REQUIRED.filter((k) => !flags.get(k)?.trim());
  if (missing.length) return { message: `Missing ${missing.map((k) => `--${k}`).join(', ')}.`, usage: true };
  const asked = flags.get('role')?.trim() || DEFAULT_ROLE;
  // The superadmin is an odogwu whose address is in SUPERADMIN_EMAILS (SPEC 6): that is the role it gets.
  const role = asked === 'superadmin' ? 'odogwu' : asked;
  if (!isRole(role)) return { message: `Unknown role "${role}". Roles: ${ROLES.join(', ')}.`, usage: false };
  const email = flags.get('email')!.trim().toLowerCase();
  if (!isValidEmail(email)) return { message: `"${email}" is not a valid email address.`, usage: false };
  // Without --name, the part of the address before the @ (the account shows a name everywhere).
  const name = flags.get('name')?.trim() || email.slice(0, email.indexOf('@'));
  if (name.length > LIMITS.nameMax) return { message: `The name is longer than ${LIMITS.nameMax} characters.`, usage: false };
  const password = flags.get('password')!;
  const weak = passwordProblem(password);
  if (weak) return { message: weak, usage: false };
  return { input: { role, email, password, name } };
}

export class EmailTakenError extends Error {
  constructor(email: string) {
    super(`A user with the email ${email} already exists.`);
  }
}

/** Emails are unique case-insensitively (users_email_unique is on lower(email)). */
export async function createUser(db: Db, input: NewUserInput): Promise<{ id: string }> {
  const [taken] = await db
    .select({ id: users.id })
    .from(users)
    .where(sql`lower(${users.email}) = ${input.email}`);
  if (taken) throw new EmailTakenError(input.email);
  const passwordHash = await hashPassword(input.password);
  try {
    const [row] = await db
      .insert(users)
      .values({ name: input.name, email: input.email, passwordHash, role: input.role })
      .returning({ id: users.id });
    return row!;
  } catch (err) {
    // Someone took the address between the check and the insert.
    const code = (err as { code?: string; cause?: { code?: string } }).cause?.code ?? (err as { code?: string }).code;
    if (code === '23505') throw new EmailTakenError(input.email);
    throw err;
  }
}
