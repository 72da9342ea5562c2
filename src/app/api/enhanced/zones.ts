import { zonesApi, type GetLocationZoneApiResponse } from '../generated/zones';
import { LIST, listTags, recordTag } from './tags';

/** One zone, as the API answers it. */
export type Zone = GetLocationZoneApiResponse['data']['zone'];

/** The tag of one location's zone list: a zone added to that location refetches that list only. */
const ofLocation = (locationId: string) => ({ type: 'zones' as const, id: `location:${locationId}` });

/** Precise cache tags for the zones endpoints: one zone's change refetches that zone and the lists holding it. */
export const zonesEnhancedApi = zonesApi.enhanceEndpoints({
  endpoints: {
    getLocationZones: {
      providesTags: (result, _e, arg) => [...listTags('zones', result?.data.zones), ofLocation(arg.locationId)],
    },
    getLocationZone: { providesTags: (_r, _e, arg) => [recordTag('zones', arg.zoneId)] },
    getZones: { providesTags: (result) => listTags('zones', result?.data.zones) },
    getZonesForLot: { providesTags: () => [{ type: 'zones', id: LIST }] },
    createZone: { invalidatesTags: (_r, _e, arg) => [ofLocation(arg.body.locationId), { type: 'zones', id: LIST }] },
    updateZone: { invalidatesTags: (_r, _e, arg) => [recordTag('zones', arg.id)] },
    deleteZone: { invalidatesTags: (_r, _e, arg) => [recordTag('zones', arg.id)] },
  },
});

export const {
  useGetLocationZonesQuery,
  useGetLocationZoneQuery,
  useGetZonesQuery,
  useCreateZoneMutation,
  useUpdateZoneMutation,
  useDeleteZoneMutation,
} = zonesEnhancedApi;
