import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { MESSAGES } from '../../../shared/messages';
import { badRequest } from '../../errors';
import { envelope, envelopeBody, IdParams } from '../../schemas/common';
import { Vehicle, VehicleLookup } from '../../schemas/entities';
import { defineRoutes } from '../../schemas/route';
import { BookingPlate, BookingState } from '../sessions/booking';
import { createVehiclesService } from './service';

/** SPEC section 7 "Vehicles" (the enforcer's plate status is POST /sessions/status, in sessions). */
const routes: FastifyPluginAsyncZod = async (app) => {
  const route = defineRoutes(app, 'vehicles');
  const vehicles = createVehiclesService({ db: app.deps.db });

  route({
    method: 'POST',
    url: '/vehicles/get',
    operationId: 'lookupVehicle',
    summary:
      "Make, model and year for a plate from our registry of plates seen before (guests too; read as data.status 'ok'). Unknown plates answer ok with nulls",
    access: 'public',
    // A bad plate or state answers SPEC's one lookup message, not the schema's field message.
    attachValidation: true,
    body: z.object({ vehiclePlate: BookingPlate, vehicleState: BookingState }),
    response: { 200: envelope(VehicleLookup) },
    errors: [404, 429],
    handler: async (req, reply) => {
      if (req.validationError) throw badRequest(MESSAGES.vehicleLookupFailed);
      await app.rateLimiter.enforce(reply, 'vehicle-lookup', { ip: req.ip });
      const v = await vehicles.lookup(req.body.vehiclePlate, req.body.vehicleState);
      // Permissive (DESIGN): a plate we have not seen is fine to park; the form just stays empty.
      return envelopeBody({
        status: 'ok' as const,
        content: {
          make: v?.make ?? null,
          model: v?.model ?? null,
          year: v?.year != null ? String(v.year) : null,
          vin_data: { NCSABodyType: v?.bodyType ?? null },
        },
      });
    },
  });

  route({
    method: 'GET',
    url: '/vehicles/:id',
    operationId: 'getVehicleById',
    summary: "One vehicle of the signed-in user's bookings, or of a session at a location the user manages (404 for any other)",
    access: 'signedIn',
    params: IdParams,
    response: { 200: envelope(z.object({ vehicle: Vehicle })) },
    errors: [404],
    handler: async (req) => envelopeBody({ vehicle: await vehicles.getForUser(req.user, req.params.id) }),
  });
};
export default routes;
