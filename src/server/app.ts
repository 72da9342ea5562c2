import fs from 'node:fs';
import path from 'node:path';
import Fastify, { type FastifyError, type FastifyInstance, type FastifyReply, type FastifyRequest } from 'fastify';
import { redactUrl } from './logRedaction';
import {
  hasZodFastifySchemaValidationErrors,
  isResponseSerializationError,
  jsonSchemaTransform,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import fastifyStatic from '@fastify/static';
import type { Redis } from 'ioredis';
import { z } from 'zod';
import { defineRoutes, requireDeclaredAccess } from './schemas/route';
import { serializerCompiler } from './schemas/serializer';
import { usePlainIssueMessages } from './schemas/plainIssues';
import type { Config } from './config';
import type { Db, DbHandle } from './db/client';
import { isDatabaseUnavailable } from './db/errors';
import type { Mailer } from './integrations/mail/types';
import { createMailer } from './integrations/mail';
import { createPaymentProvider, type PaymentProvider } from './integrations/payments';
import { createPaymentsService, type PaymentsService } from './modules/payments/service';
import { createRemindersService, startReminderScheduler } from './modules/reminders/service';
import { createEarlyStopService } from './modules/sessions/earlyStop';
import { authPlugin } from './plugins/auth';
import { securityHeadersPlugin } from './plugins/securityHeaders';
import { compressJsonPlugin } from './plugins/compressJson';
import { rateLimitPlugin } from './plugins/rateLimit';
import { createLiveBus, type LiveBus } from './plugins/live';
import { createUserCache, type UserCache } from './auth/userCache';
import { badRequest, HttpError } from './errors';
import { MESSAGES, noSuchRoute, nulCharacterIn } from '../shared/messages';
import { apiModules } from './modules';
import { appDistFolder } from './paths';
import { routedUrl } from './specAliases';

export interface AppDeps {
  config: Config;
  dbHandle: DbHandle;
  db: Db;
  jwtSecret: string;
  mailer: Mailer;
  /** The one payment provider (Stripe, PayPal or the demo one), chosen from the configuration. */
  payments: PaymentProvider;
  /** Records payments and fulfils confirmed ones by kind (modules/payments); modules register their kinds. */
  paymentsService: PaymentsService;
  redis?: Redis;
  /**
   * Live updates (plugins/live.ts): `live.publish(event)` after the change committed; the SSE
   * routes of modules/live listen. Across instances through Redis pub/sub when REDIS_URL is set.
   */
  live: LiveBus;
  /** Signed-in users kept between requests (auth/userCache.ts); services `forget` a user whose row they changed. */
  userCache: UserCache;
}

declare module 'fastify' {
  interface FastifyInstance {
    deps: AppDeps;
  }
}

export interface BuildAppOptions {
  config: Config;
  dbHandle: DbHandle;
  jwtSecret: string;
  mailer?: Mailer;
  /** A payment provider to use instead of the configured one (tests). */
  payments?: PaymentProvider;
  redis?: Redis;
  /** Serve the built SPA from dist/app (the real server); tests of the API leave it off. */
  serveSpa?: boolean;
  logger?: boolean;
}

usePlainIssueMessages();

function fieldOf(instancePath: string): string {
  const field = instancePath.replace(/^\//, '').replace(/\//g, '.');
  return field || 'body';
}

/** SPEC section 5's sentences, answered as written when a schema gives one: a client may show them as they come. */
const SPEC_SENTENCES: ReadonlySet<string> = new Set([
  MESSAGES.editLocationRequired,
  MESSAGES.contactFieldsRequired,
  MESSAGES.plateRequired,
  MESSAGES.stateRequired,
  MESSAGES.memberPlateStateRequired,
  MESSAGES.memberCodeInvalid,
  MESSAGES.enforcerPlateRequired,
  MESSAGES.vendorFieldsRequired,
  MESSAGES.passwordRule,
  MESSAGES.hoursMissing,
  MESSAGES.hoursTooMany,
  MESSAGES.tooManyVehicles,
]);

/**
 * A file the SPA's screens never are (a script, a style sheet, an image, /robots.txt): missing, it is
 * a 404, not the app's page with a 200 that a browser would try to run as a script. Screen addresses
 * end in ids and tokens (a JWT's last dot part is its signature), never in these.
 */
const STATIC_FILE = /\.(js|mjs|css|map|ico|png|jpe?g|gif|svg|webp|txt|json|xml|webmanifest|woff2?|ttf)$/i;

const isBlank = (value: unknown) => value === undefined || value === null || (typeof value === 'string' && value.trim() === '');

/** The route's SPEC sentence for the refused body field when it was left out or empty (RouteDef.blank). */
function blankFieldSentence(req: FastifyRequest, instancePath: string): string | undefined {
  const blank = req.routeOptions.config.blank;
  if (!blank) return undefined;
  const steps = instancePath.split('/').filter(Boolean);
  let value: unknown = req.body;
  for (const step of steps) value = value !== null && typeof value === 'object' ? (value as Record<string, unknown>)[step] : undefined;
  if (!isBlank(value)) return undefined;
  const field = steps.filter((step) => !/^\d+$/.test(step)).join('.');
  return blank[field] ?? blank['*'];
}

/**
 * The field of parsed inputs whose text or key holds a NUL character ("name", "plates.0.number",
 * "" for the value itself), or null. PostgreSQL text cannot store U+0000: such a value would fail
 * its statement with a 500, perhaps after part of a change was written. Walked with a list, not
 * recursion: a JSON body may nest deeper than the stack.
 */
function nulField(value: unknown): string | null {
  const todo: [unknown, string][] = [[value, '']];
  for (let next = todo.pop(); next; next = todo.pop()) {
    const [v, path] = next;
    if (typeof v === 'string') {
      if (v.includes('\u0000')) return path;
      continue;
    }
    // Objects and arrays of JSON, query strings and path parameters; a raw body (Buffer) is not text.
    if (v === null || typeof v !== 'object' || ArrayBuffer.isView(v)) continue;
    for (const [k, x] of Object.entries(v)) {
      const at = path ? `${path}.${k}` : k;
      if (k.includes('\u0000')) return at;
      todo.push([x, at]);
    }
  }
  return null;
}

/**
 * TRUST_PROXY as Fastify takes it. A hop count becomes "the n addresses nearest the server": Fastify
 * itself trusts no hop for a plain number (it cannot tell a proxy from a client that reaches the
 * server directly), so a count is only for a server reachable through its proxies alone (README).
 */
export function fastifyTrustProxy(trust: Config['trustProxy']): false | string[] | ((address: string, hop: number) => boolean) {
  if (typeof trust !== 'number') return trust;
  return (_address, hop) => hop < trust;
}

/** Builds the whole HTTP app without listening (tests call it with app.inject). */
export async function buildApp(opts: BuildAppOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger:
      opts.logger === false
        ? false
        : {
            level: opts.config.logLevel,
            // Fastify's own request line, with the secrets of reset, activation and guest links left out.
            serializers: {
              req: (req: FastifyRequest) => ({
                method: req.method,
                url: redactUrl(req.url),
                host: req.host,
                remoteAddress: req.ip,
                remotePort: req.socket?.remotePort,
              }),
            },
          },
    trustProxy: fastifyTrustProxy(opts.config.trustProxy),
    bodyLimit: 1024 * 1024,
    return503OnClosing: true,
    // Errors Fastify answers before any route runs (an address with a broken percent escape): our
    // `{status, message}` shape like every other answer, not Fastify's own.
    frameworkErrors: (_error, _req, reply) => {
      // A plain reply: no route (so no typed response schema) has matched yet, which its generic types cannot say.
      void (reply as unknown as FastifyReply).status(400).send({ status: 'fail', message: MESSAGES.badAddress });
    },
    // Reset and activation links carry JWTs of ~300 characters in the path.
    routerOptions: { maxParamLength: 2048 },
    rewriteUrl: (req) => routedUrl(req.url ?? '/'),
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  // A POST sent with "Content-Type: application/json" and nothing after it (what fetch sends for a
  // bodyless call with the JSON header, e.g. SPEC's POST /sessions/{id}/stop) is a call without a
  // body, not a 400 "Body cannot be empty": the route's own schema then says whether it needs one.
  // Anything else goes through Fastify's own parser, prototype-poisoning checks included.
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (req, body, done) => {
    const text = String(body);
    if (text.trim() === '') return done(null, undefined);
    parseJson(req, text, (err, value) => {
      if (!err) return done(null, value);
      // JSON that parses yet was refused: a __proto__ or constructor key (prototype poisoning). Said
      // so, rather than "not valid JSON", which a careless client could not make sense of.
      try {
        JSON.parse(text);
      } catch {
        return done(err, undefined);
      }
      done(Object.assign(new Error(MESSAGES.forbiddenJsonKey), { statusCode: 400 }), undefined);
    });
  });

  const provider = opts.payments ?? (await createPaymentProvider(opts.config, opts.dbHandle.db));
  const deps: AppDeps = {
    config: opts.config,
    dbHandle: opts.dbHandle,
    db: opts.dbHandle.db,
    jwtSecret: opts.jwtSecret,
    mailer: opts.mailer ?? createMailer(opts.config, opts.dbHandle.db, app.log),
    payments: provider,
    paymentsService: createPaymentsService({ db: opts.dbHandle.db, provider, log: app.log }),
    redis: opts.redis,
    live: createLiveBus({ redis: opts.redis, log: app.log }),
    userCache: createUserCache(),
  };
  app.decorate('deps', deps);
  // A user row changed anywhere (this server, another instance, the CLI, by hand) is forgotten.
  const stopListening = opts.dbHandle.listen('users_changed', {
    notice: (id) => deps.userCache.forget(id),
    live: (live, lost) => {
      deps.userCache.setLive(live);
      if (lost) app.log.warn(`PostgreSQL notices on 'users_changed' lost (${lost}); reading users from the database until they are back`);
    },
  });
  const dist = appDistFolder();
  const indexHtml = path.join(dist, 'index.html');
  const spaHtml = opts.serveSpa && fs.existsSync(indexHtml) ? fs.readFileSync(indexHtml, 'utf8') : null;
  await app.register(securityHeadersPlugin, { indexHtml: spaHtml });
  await app.register(compressJsonPlugin);
  app.addHook('onClose', async () => {
    await deps.live.close();
    await stopListening();
  });

  // Booking reminders (modules/reminders), early stops whose refund was left pending
  // (sessions/earlyStop) and refunds of unfulfillable payments the provider did not answer
  // (payments/service): looked for every REMINDER_INTERVAL_MS once the app is ready, stopped
  // (after a run under way) when it closes. 0 turns them off (tests call them directly).
  const reminderInterval = opts.config.reminderIntervalMs;
  if (reminderInterval > 0) {
    let scheduler: ReturnType<typeof startReminderScheduler> | undefined;
    app.addHook('onReady', async () => {
      const reminders = createRemindersService({
        db: deps.db,
        mailer: deps.mailer,
        config: deps.config,
        jwtSecret: deps.jwtSecret,
        log: app.log,
      });
      const earlyStops = createEarlyStopService({ db: deps.db, provider: deps.payments, log: app.log, live: deps.live });
      const jobs = {
        // Each job runs whatever the other did; the first failure is logged by the scheduler.
        async runDue(now: Date) {
          const [sent, resumed, refunded, settled] = await Promise.allSettled([
            reminders.runDue(now),
            earlyStops.resumePending(now),
            deps.paymentsService.resumeRefunds(now),
            deps.paymentsService.settleUnconfirmed(now),
          ]);
          for (const job of [sent, resumed, refunded, settled]) if (job.status === 'rejected') throw job.reason;
        },
      };
      scheduler = startReminderScheduler(jobs, reminderInterval, app.log);
    });
    app.addHook('onClose', async () => {
      await scheduler?.stop();
    });
  }

  app.setErrorHandler((err: FastifyError, req, reply) => {
    /** A refusal (4xx): `{ status: 'fail', message }`, with `error` too where the route says SPEC reads it. */
    const refuse = (code: number, message: string) =>
      reply.status(code).send({ status: 'fail', message, ...(req.routeOptions.config.errorField ? { error: message } : {}) });
    if (hasZodFastifySchemaValidationErrors(err)) {
      const first = err.validation[0];
      const inBody = err.validationContext === 'body' || !err.validationContext;
      const sentence = inBody ? blankFieldSentence(req, first?.instancePath ?? '') : undefined;
      const message = sentence ?? first?.message ?? MESSAGES.invalidValue;
      if (SPEC_SENTENCES.has(message)) return refuse(400, message);
      const field = `${inBody ? '' : `${err.validationContext}.`}${fieldOf(first?.instancePath ?? '')}`;
      return refuse(400, `${field}: ${message}`);
    }
    if (err instanceof HttpError) {
      if (err.statusCode < 500) return refuse(err.statusCode, err.message);
      return reply.status(err.statusCode).send({ status: 'error', message: err.message });
    }
    if (isResponseSerializationError(err)) {
      req.log.error({ err }, 'response did not match its schema');
      return reply.status(500).send({ status: 'error', message: MESSAGES.serverError });
    }
    if (err.code === 'FST_ERR_CTP_INVALID_JSON_BODY' || (err.statusCode === 400 && err instanceof SyntaxError)) {
      return refuse(400, MESSAGES.malformedJson);
    }
    if (err.statusCode === 429) {
      return refuse(429, MESSAGES.tooManyRequests);
    }
    if (err.statusCode && err.statusCode >= 400 && err.statusCode < 500) {
      return refuse(err.statusCode, err.message);
    }
    if (isDatabaseUnavailable(err)) {
      req.log.warn({ err }, 'database unavailable');
      return reply.status(503).send({ status: 'error', message: MESSAGES.databaseUnavailable });
    }
    req.log.error({ err }, 'unhandled error');
    return reply.status(500).send({ status: 'error', message: MESSAGES.serverError });
  });

  // A NUL character in any input is the client's mistake, answered before the schemas run.
  app.addHook('preValidation', async (req) => {
    const inputs: [string, unknown][] = [
      ['params.', req.params],
      ['querystring.', req.query],
      ['', req.body],
    ];
    for (const [where, value] of inputs) {
      const field = nulField(value);
      if (field !== null) throw badRequest(nulCharacterIn(`${where}${field || 'body'}`));
    }
  });

  await app.register(swagger, {
    openapi: {
      openapi: '3.0.3',
      info: { title: 'Parking API', version: '1.0.0', description: 'The API of SPEC.md section 7.' },
      components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } } },
      security: [{ bearer: [] }],
    },
    transform: jsonSchemaTransform,
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs' });

  await app.register(authPlugin);
  // One set of counters for the whole app (in Redis when REDIS_URL is set).
  await app.register(rateLimitPlugin);

  // Every /api/v1 route states its access (schemas/route.ts) or the server does not start.
  requireDeclaredAccess(app, '/api/v1');
  await app.register(
    async (api) => {
      defineRoutes(
        api,
        'health',
      )({
        method: 'GET',
        url: '/health',
        operationId: 'getHealth',
        summary: 'Whether the API and its database answer',
        access: 'public',
        response: { 200: z.object({ status: z.literal('ok') }), 503: z.object({ status: z.literal('error'), message: z.string() }) },
        handler: async (_req, reply) => {
          try {
            await deps.dbHandle.ping();
            return { status: 'ok' as const };
          } catch {
            return reply.status(503).send({ status: 'error' as const, message: MESSAGES.databaseUnreachable });
          }
        },
      });
      for (const mod of apiModules) await api.register(mod);
    },
    { prefix: '/api/v1' },
  );

  if (spaHtml !== null) {
    await app.register(fastifyStatic, {
      root: dist,
      wildcard: false,
      index: false,
      // Our own Cache-Control below: @fastify/static's default (max-age=0) would replace it, and every
      // visit would revalidate each hashed chunk. Files outside assets/ (favicon, manifest) keep none.
      cacheControl: false,
      // The build's .br and .gz copies (webpack.config.js), by the request's Accept-Encoding.
      preCompressed: true,
      setHeaders: (res, file) => {
        if (file.includes(`${path.sep}assets${path.sep}`)) res.setHeader('cache-control', 'public, max-age=31536000, immutable');
      },
    });
  }

  app.setNotFoundHandler((req, reply) => {
    const url = req.url.split('?')[0] ?? '';
    const missingFile = STATIC_FILE.test(url);
    if (url === '/api' || url.startsWith('/api/') || missingFile || (req.method !== 'GET' && req.method !== 'HEAD') || spaHtml === null) {
      return reply.status(404).send({ status: 'fail', message: noSuchRoute(req.method, url) });
    }
    // Every other GET (and HEAD, answered the same without the body) is a client-side route of the SPA.
    return reply.header('cache-control', 'no-cache').type('text/html').send(spaHtml);
  });

  return app;
}
