import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { Id, IdParams, Plate, success, successBody, Timestamp } from '../../schemas/common';
import { defineRoutes } from '../../schemas/route';
import { createParkingRightService, LAST_CHECKS_LIMIT } from './service';

const PlateCheck = z.object({
  _id: Id,
  plateNumber: z.string(),
  checkedAt: Timestamp.describe("the moment the verdict was about (the currentTime sent, else the server's clock)"),
  recordedAt: Timestamp.describe("when the server made the check (its own clock): the list's order"),
  checkedBy: Id.nullable().describe('the user who checked (null once that account is gone)'),
  checkedByName: z.string().nullable(),
  status: z.enum(['valid', 'expired', 'not_found']),
  reason: z.string(),
});

/**
 * Beyond SPEC section 7: the enforcer's plate history at a location. The plate decision itself is
 * POST /sessions/status (sessions module) and the Paid License Plates table GET /locations/service/{id}
 * (locations module); both call this module's service.
 */
const routes: FastifyPluginAsyncZod = async (app) => {
  const route = defineRoutes(app, 'enforcement');
  const svc = createParkingRightService(app.deps);

  route({
    method: 'GET',
    url: '/locations/service/:id/checks',
    operationId: 'getPlateChecks',
    summary: `A plate's last ${LAST_CHECKS_LIMIT} checks at a serviced location (odogwu: any), newest first: who, when, result`,
    access: 'service',
    params: IdParams,
    querystring: z.object({ plate: Plate }),
    response: { 200: success({ checks: z.array(PlateCheck) }) },
    errors: [404],
    handler: async (req) => successBody({ checks: await svc.lastChecks(req.user, req.params.id, req.query.plate) }),
  });
};
export default routes;
