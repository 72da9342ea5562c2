import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { can, type Permission } from '../../../shared/access';
import { MESSAGES } from '../../../shared/messages';
import { tooManyRequests } from '../../errors';
import { IdParams, Phone } from '../../schemas/common';
import { defineRoutes } from '../../schemas/route';
import type { LiveEvent } from '../../plugins/live';
import type { AuthUser } from '../../plugins/auth';
import { clientAddressKey } from '../../plugins/rateLimitPolicies';
import { createParkingRightService } from '../parkingRight/service';
import { seesValetCompany } from '../valets/company';

/** The reconnect delay the browser is told (ms), and the comment that keeps proxies from closing an idle stream. */
export const SSE_RETRY_MS = 2000;
export const SSE_HEARTBEAT_MS = 15_000;
/**
 * Open customer streams one address may hold in this process: a stream holds a socket for as long
 * as the client likes, so without a cap one address could hold thousands (each a file descriptor).
 * Many guests of one hotel's Wi-Fi share an address, hence not 1 or 2.
 */
export const PUBLIC_STREAMS_PER_ADDRESS = 50;

/** What a stream sends for an event it lets through: ids and a status only, the client refetches. */
export type LiveMessage = { type: 'valet'; ticketId: string; status: string } | { type: 'session'; locationId: string };

const EventStream = z
  .string()
  .describe('text/event-stream: `data: {"type":"valet","ticketId","status"}` or `data: {"type":"session","locationId"}`');

/**
 * Beyond SPEC section 7: Server-Sent Events that say what changed, so the staff grid, the
 * customer's review page and the enforcer's Paid License Plates table refetch within a moment
 * (the bus in plugins/live.ts carries them across instances). Each stream starts with `retry:`
 * and an `event: ready`, sends a comment every 15 s, and ends when the client leaves or the
 * server closes.
 */
const routes: FastifyPluginAsyncZod = async (app) => {
  const route = defineRoutes(app, 'live');
  const parkingRight = createParkingRightService(app.deps);
  const open = new Set<() => void>();
  const publicOpen = new Map<string, number>();
  // Signed-in streams by user id: each re-checks its user when the user cache hears they changed.
  const byUser = new Map<string, Set<() => void>>();
  const stopWatching = app.deps.userCache.onChange((id) => {
    const checks = id === null ? [...byUser.values()].flatMap((set) => [...set]) : [...(byUser.get(id) ?? [])];
    for (const check of checks) check();
  });
  // app.close() waits for open connections: end the streams first.
  app.addHook('preClose', async () => {
    stopWatching();
    for (const end of [...open]) end();
  });

  /**
   * Who a signed-in stream is for, checked again whenever their row changes (deactivated, deleted,
   * signed out everywhere by a new password, a new role) and at every heartbeat (a change notice
   * that went missing, a location no longer serviced): `allowed` is the route's own condition.
   */
  interface Holder {
    req: FastifyRequest;
    permission: Permission;
    allowed?: (user: AuthUser) => Promise<boolean>;
  }

  function stream(
    req: FastifyRequest,
    reply: FastifyReply,
    pick: (ev: LiveEvent) => LiveMessage | undefined,
    holder?: Holder,
  ): FastifyReply {
    reply.hijack();
    const res = reply.raw;
    res.writeHead(200, {
      'content-type': 'text/event-stream; charset=utf-8',
      'cache-control': 'no-cache, no-transform',
      connection: 'keep-alive',
      'x-accel-buffering': 'no',
    });
    res.write(`retry: ${SSE_RETRY_MS}\n\nevent: ready\ndata: {}\n\n`);
    // While the user is being checked again, what arrives waits: nothing reaches a user the check refuses.
    let held: LiveMessage[] | null = null;
    const deliver = (msg: LiveMessage) => {
      if (!res.writableEnded) res.write(`data: ${JSON.stringify(msg)}\n\n`);
    };
    const unsubscribe = app.deps.live.subscribe((ev) => {
      const msg = pick(ev);
      if (!msg) return;
      if (held) held.push(msg);
      else deliver(msg);
    });
    let ended = false;
    let checking: Promise<void> | null = null;
    let again = false;
    const recheck = () => {
      if (!holder || ended) return;
      held ??= [];
      if (checking) {
        again = true;
        return;
      }
      checking = (async () => {
        do {
          again = false;
          let user: AuthUser | null = null;
          try {
            user = await app.currentUser(holder.req);
            if (user && !(can(user, holder.permission) && (await (holder.allowed?.(user) ?? true)))) user = null;
          } catch {
            // The database did not answer: end the stream (the client reconnects and is checked as it opens).
            user = null;
          }
          if (!user) {
            end();
            return;
          }
          holder.req.user = user;
        } while (again && !ended);
        const waiting = held ?? [];
        held = null;
        for (const msg of waiting) deliver(msg);
      })().finally(() => {
        checking = null;
      });
    };
    const heartbeat = setInterval(() => {
      if (!res.writableEnded) res.write(': ping\n\n');
      recheck();
    }, SSE_HEARTBEAT_MS);
    heartbeat.unref();
    const userId = holder?.req.user?.id;
    if (userId) {
      const set = byUser.get(userId) ?? new Set();
      set.add(recheck);
      byUser.set(userId, set);
    }
    const end = () => {
      if (ended) return;
      ended = true;
      held = null;
      clearInterval(heartbeat);
      unsubscribe();
      open.delete(end);
      if (userId) {
        const set = byUser.get(userId);
        set?.delete(recheck);
        if (set && set.size === 0) byUser.delete(userId);
      }
      if (!res.writableEnded) res.end();
    };
    open.add(end);
    req.raw.on('close', end);
    res.on('close', end);
    res.on('error', end);
    return reply;
  }

  route({
    method: 'GET',
    url: '/live/valets',
    operationId: 'liveValets',
    summary: "Valet staff: an event stream of the caller's valet company's ticket changes (ticket id and status)",
    access: 'valet',
    response: { 200: EventStream },
    handler: async (req, reply) =>
      stream(
        req,
        reply,
        (ev) =>
          ev.type === 'valet' && seesValetCompany(req.user, ev.ownerId)
            ? { type: 'valet', ticketId: ev.ticketId, status: ev.status }
            : undefined,
        { req, permission: 'valet' },
      ),
  });
  route({
    method: 'GET',
    url: '/live/valets/pn/:phone',
    operationId: 'liveValetByPhone',
    summary: "A valet customer's page: an event stream of the changes of that phone's tickets (ticket id and status only)",
    access: 'public',
    params: z.object({ phone: Phone }),
    response: { 200: EventStream },
    errors: [429],
    handler: async (req, reply) => {
      // Not counted against the phone lookups' rate limit: a stream tells nothing about a number
      // (any number opens one, and it carries only ids and statuses), and every customer page opens
      // one beside its lookup. What it costs is the open socket, hence the cap per address.
      // Counted as the per-address limits count (an IPv6 client by its /64, which holds many addresses).
      const address = clientAddressKey(req.ip);
      const held = publicOpen.get(address) ?? 0;
      if (held >= PUBLIC_STREAMS_PER_ADDRESS) throw tooManyRequests(MESSAGES.tooManyStreams);
      publicOpen.set(address, held + 1);
      reply.raw.once('close', () => {
        const left = (publicOpen.get(address) ?? 1) - 1;
        if (left > 0) publicOpen.set(address, left);
        else publicOpen.delete(address);
      });
      const phone = req.params.phone;
      return stream(req, reply, (ev) =>
        ev.type === 'valet' && ev.phone === phone ? { type: 'valet', ticketId: ev.ticketId, status: ev.status } : undefined,
      );
    },
  });
  route({
    method: 'GET',
    url: '/live/locations/:id/sessions',
    operationId: 'liveLocationSessions',
    summary: 'Enforcers: an event stream saying the sessions of a serviced location (odogwu: any) changed',
    access: 'service',
    params: IdParams,
    response: { 200: EventStream },
    errors: [404],
    handler: async (req, reply) => {
      const location = await parkingRight.servicedLocation(req.user, req.params.id);
      return stream(
        req,
        reply,
        (ev) => (ev.type === 'session' && ev.locationId === location.id ? { type: 'session', locationId: ev.locationId } : undefined),
        {
          req,
          permission: 'service',
          // Still one of their locations (an owner may take it away).
          allowed: (user) =>
            parkingRight.servicedLocation(user, location.id).then(
              () => true,
              () => false,
            ),
        },
      );
    },
  });
};
export default routes;
