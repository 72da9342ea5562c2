import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { envelope, IdParams, Plate, PlateState } from '../../schemas/common';
import { Vehicle, VehicleLookup } from '../../schemas/entities';
import { contractRoutes } from '../../schemas/route';

/** SPEC section 7 "Vehicles" (the enforcer's plate status is POST /sessions/status, in sessions). */
const routes: FastifyPluginAsyncZod = async (app) => {
  const route = contractRoutes(app, 'vehicles');

  route({
    method: 'POST',
    url: '/vehicles/get',
    operationId: 'lookupVehicle',
    summary: "Make, model and year for a plate (booking flow, guests too; read as data.data.status 'ok')",
    access: 'public',
    body: z.object({ vehiclePlate: Plate, vehicleState: PlateState }),
    response: { 200: envelope(VehicleLookup) },
  });
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
