import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { MESSAGES } from '../../../shared/messages';
import { tooManyRequests } from '../../errors';
import { IdParams, Phone } from '../../schemas/common';
import { defineRoutes } from '../../schemas/route';
import type { LiveEvent } from '../../plugins/live';
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
  // app.close() waits for open connections: end the streams first.
  app.addHook('preClose', async () => {
    for (const end of [...open]) end();
  });

  function stream(req: FastifyRequest, reply: FastifyReply, pick: (ev: LiveEvent) => LiveMessage | undefined): FastifyReply {
    reply.hijack();
    const res = reply.raw;
    res.writeHead(200, {
      'content-type': 'text/event-stream; charset=utf-8',
      'cache-control': 'no-cache, no-transform',
      connection: 'keep-alive',
      'x-accel-buffering': 'no',
    });
    res.write(`retry: ${SSE_RETRY_MS}\n\nevent: ready\ndata: {}\n\n`);
    const unsubscribe = app.deps.live.subscribe((ev) => {
      const msg = pick(ev);
      if (msg && !res.writableEnded) res.write(`data: ${JSON.stringify(msg)}\n\n`);
    });
    const heartbeat = setInterval(() => {
      if (!res.writableEnded) res.write(': ping\n\n');
    }, SSE_HEARTBEAT_MS);
    heartbeat.unref();
    let ended = false;
    const end = () => {
      if (ended) return;
      ended = true;
      clearInterval(heartbeat);
      unsubscribe();
      open.delete(end);
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
      stream(req, reply, (ev) =>
        ev.type === 'valet' && seesValetCompany(req.user, ev.ownerId)
          ? { type: 'valet', ticketId: ev.ticketId, status: ev.status }
          : undefined,
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
      const held = publicOpen.get(req.ip) ?? 0;
      if (held >= PUBLIC_STREAMS_PER_ADDRESS) throw tooManyRequests(MESSAGES.tooManyStreams);
      publicOpen.set(req.ip, held + 1);
      reply.raw.once('close', () => {
        const left = (publicOpen.get(req.ip) ?? 1) - 1;
        if (left > 0) publicOpen.set(req.ip, left);
        else publicOpen.delete(req.ip);
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
      return stream(req, reply, (ev) =>
        ev.type === 'session' && ev.locationId === location.id ? { type: 'session', locationId: ev.locationId } : undefined,
      );
    },
  });
};
export default routes;
