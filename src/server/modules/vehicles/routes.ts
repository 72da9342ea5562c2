import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { MESSAGES } from '../../../shared/messages';
import { badRequest } from '../../errors';
import { envelope, IdParams, withErrors } from '../../schemas/common';
import { Vehicle, VehicleLookup } from '../../schemas/entities';
import { contractRoutes } from '../../schemas/route';
import { BookingPlate, BookingState } from '../sessions/booking';
import { createVehiclesService } from './service';

/** SPEC section 7 "Vehicles" (the enforcer's plate status is POST /sessions/status, in sessions). */
const routes: FastifyPluginAsyncZod = async (app) => {
  const route = contractRoutes(app, 'vehicles');
  const { loginRateLimit, rateLimitWindowMs } = app.deps.config;
  const vehicles = createVehiclesService({ db: app.deps.db });

  app.post(
    '/vehicles/get',
    {
      // A bad plate or state answers SPEC's one lookup message, not the schema's field message.
      attachValidation: true,
      schema: {
        tags: ['vehicles'],
        security: [],
        operationId: 'lookupVehicle',
        summary:
          "Make, model and year for a plate from our registry of plates seen before (guests too; read as data.status 'ok'). Unknown plates answer ok with nulls",
        body: z.object({ vehiclePlate: BookingPlate, vehicleState: BookingState }),
        response: withErrors({ 200: envelope(VehicleLookup) }, false),
      },
    },
    async (req, reply) => {
      if (req.validationError) throw badRequest(MESSAGES.vehicleLookupFailed);
      // The registry tells make and model of known plates: bound how fast one client can walk it.
      await app.rateLimiter.consume(reply, [
        { key: `vehicle-lookup:ip:${req.ip}`, limit: loginRateLimit * 20, windowMs: rateLimitWindowMs },
      ]);
      const { vehiclePlate, vehicleState } = req.body;
      const v = await vehicles.lookup(vehiclePlate, vehicleState);
      // Permissive (DESIGN): a plate we have not seen is fine to park; the form just stays empty.
      return {
        status: 'success' as const,
        data: {
          status: 'ok' as const,
          content: {
            make: v?.make ?? null,
            model: v?.model ?? null,
            year: v?.year != null ? String(v.year) : null,
            vin_data: { NCSABodyType: v?.bodyType ?? null },
          },
        },
      };
    },
  );

  route({
    method: 'GET',
    url: '/vehicles/:id',
    operationId: 'getVehicleById',
    summary: 'One vehicle of the signed-in user',
    access: 'signedIn',
    params: IdParams,
    response: { 200: envelope(z.object({ vehicle: Vehicle })) },
  });
};
export default routes;
