import { normalizePlate } from '../../../shared/plates';
import { enforcementApi, type GetPlateChecksApiResponse } from '../generated/enforcement';
import { recordTag } from './tags';

/** One earlier check of a plate at a location (who, when, what they were told). */
export type PlateCheck = GetPlateChecksApiResponse['checks'][number];

/** The tag of a plate's check list at a location: a new check of that plate there refetches it. */
export const plateChecksTag = (locationId: string, plate: string) => recordTag('enforcement', `${locationId}:${normalizePlate(plate)}`);

export const enforcementEnhancedApi = enforcementApi.enhanceEndpoints({
  endpoints: {
    getPlateChecks: { providesTags: (_r, _e, arg) => [plateChecksTag(arg.id, arg.plate)] },
  },
});

export const { useGetPlateChecksQuery } = enforcementEnhancedApi;
