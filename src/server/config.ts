import { isIP } from 'node:net';
import { z } from 'zod';

const csv = z
  .string()
  .optional()
  .transform((s) =>
    s
      ? s
          .split(',')
          .map((x) => x.trim().toLowerCase())
          .filter(Boolean)
      : [],
  );
const bool = (def: boolean) =>
  z
    .string()
    .optional()
    .transform((s) => (s === undefined || s === '' ? def : !['0', 'false', 'no', 'off'].includes(s.toLowerCase())));

// An empty PORT means the default; anything but plain digits (z.coerce.number would take '' and ' ' as
// 0, a random port, and '0x10' as 16) is refused rather than guessed at.
const port = z
  .string()
  .optional()
  .transform((s) => s?.trim() || '8080')
  .refine((s) => /^\d{1,5}$/.test(s) && Number(s) >= 1 && Number(s) <= 65535, {
    message: 'must be a whole number from 1 to 65535',
  })
  .transform(Number);

/** An address (`10.0.0.5`, `::1`) or a CIDR range of one (`10.0.0.0/8`, `fd00::/8`). */
function isAddressOrCidr(text: string): boolean {
  // proxy-addr's names for the private ranges.
  if (['loopback', 'linklocal', 'uniquelocal'].includes(text)) return true;
  const [address = '', bits, ...rest] = text.split('/');
  const family = isIP(address);
  if (!family || rest.length) return false;
  if (bits === undefined) return true;
  return /^\d{1,3}$/.test(bits) && Number(bits) <= (family === 4 ? 32 : 128);
}

/**
 * Which proxies in front of us may say who the client is (X-Forwarded-For, -Proto, -Host): unset,
 * empty or off: none; a whole number: that many hops nearest the server (`true`/`on` is 1); or a
 * comma-separated list of proxy addresses, CIDR ranges and proxy-addr's `loopback`, `linklocal`,
 * `uniquelocal`. Never "every hop": then a client's own
 * `X-Forwarded-For: 6.6.6.6` would become its address and escape every per-address limit.
 */
const trustProxy = z
  .string()
  .optional()
  .transform((s, ctx): false | number | string[] => {
    const text = s?.trim().toLowerCase() ?? '';
    if (['', '0', 'false', 'no', 'off'].includes(text)) return false;
    if (['true', 'yes', 'on'].includes(text)) return 1;
    if (/^\d{1,2}$/.test(text)) return Number(text);
    const list = text
      .split(',')
      .map((x) => x.trim())
      .filter(Boolean);
    if (list.length && list.every(isAddressOrCidr)) return list;
    ctx.addIssue({
      code: 'custom',
      message: 'must be off, a number of proxy hops to trust (true is 1), or a comma-separated list of proxy addresses or CIDR ranges',
    });
    return z.NEVER;
  });

export const DEMO_SUPERADMIN_EMAIL = 'superadmin@demo.parking';

/** Every environment variable the product reads (README "Configuration" lists the same). */
const EnvSchema = z.object({
  PORT: port,
  HOST: z.string().default('0.0.0.0'),
  DATA_DIR: z.string().default('./data'),
  DATABASE_URL: z.string().optional(),
  REDIS_URL: z.string().optional(),
  SUPERADMIN_EMAILS: csv,
  JWT_SECRET: z.string().min(16).optional(),
  JWT_EXPIRES_IN: z.string().default('7d'),
  PUBLIC_URL: z.string().url().optional(),
  SMTP_URL: z.string().optional(),
  MAIL_FROM: z.string().default('Parking <no-reply@parking.local>'),
  SUPPORT_EMAIL: z.string().email().optional(),
  SEED_DEMO: bool(true),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  TRUST_PROXY: trustProxy,
  LOGIN_RATE_LIMIT: z.coerce.number().int().positive().default(10),
  RATE_LIMIT_WINDOW_MS: z.coerce
    .number()
    .int()
    .positive()
    .default(15 * 60 * 1000),
  STRIPE_SECRET_KEY: z.string().optional(),
  STRIPE_PUBLISHABLE_KEY: z.string().optional(),
  STRIPE_WEBHOOK_SECRET: z.string().optional(),
  STRIPE_API_BASE: z.string().url().optional(),
  // Where the browser loads Stripe.js / the PayPal JS SDK from: unset means Stripe's and PayPal's own
  // URLs. Tests point them at local fakes, since those scripts cannot be fetched offline.
  STRIPE_JS_URL: z.string().url().optional(),
  PAYPAL_CLIENT_ID: z.string().optional(),
  PAYPAL_CLIENT_SECRET: z.string().optional(),
  PAYPAL_API_BASE: z.string().url().optional(),
  PAYPAL_SDK_URL: z.string().url().optional(),
  MAPS_API_KEY: z.string().optional(),
  // How often the server looks for booking reminders to send (modules/reminders); 0 turns it off.
  REMINDER_INTERVAL_MS: z.coerce.number().int().min(0).default(30_000),
  VEHICLE_API_URL: z.string().url().optional(),
});

export type Env = z.input<typeof EnvSchema>;

export interface Config {
  port: number;
  host: string;
  dataDir: string;
  databaseUrl?: string;
  redisUrl?: string;
  superadminEmails: string[];
  jwtSecret?: string;
  jwtExpiresIn: string;
  publicUrl: string;
  smtpUrl?: string;
  mailFrom: string;
  /** Where Contact Us messages go (else the MAIL_FROM address). */
  supportEmail?: string;
  seedDemo: boolean;
  logLevel: string;
  /** Fastify's trustProxy: false (none), a hop count, or the proxies' addresses/CIDRs (README "Configuration"). */
  trustProxy: false | number | string[];
  loginRateLimit: number;
  rateLimitWindowMs: number;
  stripe: { secretKey?: string; publishableKey?: string; webhookSecret?: string; apiBase?: string; jsUrl?: string };
  paypal: { clientId?: string; clientSecret?: string; apiBase?: string; sdkUrl?: string };
  mapsApiKey?: string;
  vehicleApiUrl?: string;
  /** Milliseconds between two looks for due booking reminders; 0: no reminders are sent. */
  reminderIntervalMs: number;
}

export class ConfigError extends Error {}

export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  const parsed = EnvSchema.safeParse(env);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    const name = issue?.path.join('.') ?? '';
    // The value helps (PORT=0x10), but never echo one that may hold a secret (keys, URLs with passwords).
    const given = name && !/SECRET|KEY|URL/.test(name) ? env[name] : undefined;
    throw new ConfigError(
      `Invalid configuration: ${name}: ${issue?.message}${given === undefined ? '' : ` (got ${JSON.stringify(given)})`}`,
    );
  }
  const e = parsed.data;
  return {
    port: e.PORT,
    host: e.HOST,
    dataDir: e.DATA_DIR,
    databaseUrl: e.DATABASE_URL || undefined,
    redisUrl: e.REDIS_URL || undefined,
    superadminEmails: e.SUPERADMIN_EMAILS.length ? e.SUPERADMIN_EMAILS : [DEMO_SUPERADMIN_EMAIL],
    jwtSecret: e.JWT_SECRET,
    jwtExpiresIn: e.JWT_EXPIRES_IN,
    publicUrl: (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/$/, ''),
    smtpUrl: e.SMTP_URL || undefined,
    mailFrom: e.MAIL_FROM,
    ...(e.SUPPORT_EMAIL ? { supportEmail: e.SUPPORT_EMAIL } : {}),
    seedDemo: e.SEED_DEMO,
    logLevel: e.LOG_LEVEL,
    trustProxy: e.TRUST_PROXY,
    loginRateLimit: e.LOGIN_RATE_LIMIT,
    rateLimitWindowMs: e.RATE_LIMIT_WINDOW_MS,
    stripe: {
      secretKey: e.STRIPE_SECRET_KEY,
      publishableKey: e.STRIPE_PUBLISHABLE_KEY,
      webhookSecret: e.STRIPE_WEBHOOK_SECRET,
      apiBase: e.STRIPE_API_BASE,
      jsUrl: e.STRIPE_JS_URL,
    },
    paypal: { clientId: e.PAYPAL_CLIENT_ID, clientSecret: e.PAYPAL_CLIENT_SECRET, apiBase: e.PAYPAL_API_BASE, sdkUrl: e.PAYPAL_SDK_URL },
    mapsApiKey: e.MAPS_API_KEY,
    vehicleApiUrl: e.VEHICLE_API_URL,
    reminderIntervalMs: e.REMINDER_INTERVAL_MS,
  };
}
