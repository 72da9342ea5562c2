import { vehiclesApi } from '../generated/vehicles';
import { recordTag } from './tags';

/** Precise cache tags for the vehicles endpoints. */
export const vehiclesEnhancedApi = vehiclesApi.enhanceEndpoints({
  endpoints: {
    // A plate look-up reads the registry; it is a POST only because the plate travels in the body.
    lookupVehicle: { invalidatesTags: () => [] },
    getVehicleById: { providesTags: (_r, _e, arg) => [recordTag('vehicles', arg.id)] },
  },
});

export const { useLookupVehicleMutation } = vehiclesEnhancedApi;
