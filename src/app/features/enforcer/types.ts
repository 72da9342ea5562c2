import type { GetLocationsServiceByIdApiResponse } from '../../api/generated/locations';
import type { GetVehicleStatusApiResponse } from '../../api/generated/sessions';

/** POST /sessions/status's answer: the plate's status at the location, its session and zone, the reason line. */
export type VehicleStatus = GetVehicleStatusApiResponse;
/** A location the enforcer services, as GET /locations/service/{id} answers it. */
export type ServicedLocation = GetLocationsServiceByIdApiResponse['location'];
/** A session that gives a plate the right to park now (the Paid License Plates table). */
export type PaidSession = GetLocationsServiceByIdApiResponse['sessions'][number];
