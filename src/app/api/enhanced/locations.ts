import { locationsApi, type GetLocationsMeApiResponse } from '../generated/locations';
import { lotRevenueTag, REVENUE_LIST } from './billing';
import { LIST, listTags, recordTag } from './tags';

/** One of the signed-in owner's locations, as GET /locations/me answers it. */
export type OwnLocation = GetLocationsMeApiResponse['data']['locations'][number];

/**
 * Precise cache tags for the locations endpoints (tags only: the generated result types stay as they
 * are). A location's edit refetches that location and the lists that hold it, not every locations query.
 */
export const locationsEnhancedApi = locationsApi.enhanceEndpoints({
  endpoints: {
    getLocations: { providesTags: (result) => listTags('locations', result?.data.locations) },
    getLocationsMe: { providesTags: (result) => listTags('locations', result?.data.locations) },
    getLocationsCenter: { providesTags: () => [{ type: 'locations', id: LIST }] },
    // Suggestions and place search come from the geocoder, not from stored locations.
    getLocationsSuggest: { providesTags: () => [] },
    getLocationsSearchPlace: { providesTags: () => [] },
    getLocationsService: { providesTags: () => [{ type: 'locations', id: LIST }] },
    getLocationsServiceById: { providesTags: (_r, _e, arg) => [recordTag('locations', arg.id)] },
    getLocationById: { providesTags: (_r, _e, arg) => [recordTag('locations', arg.id)] },
    createLocation: { invalidatesTags: () => [{ type: 'locations', id: LIST }] },
    updateLocation: {
      // The revenue screens show the lot's name and address too (the dashboard's lines, the lot's months).
      invalidatesTags: (_r, _e, arg) => [recordTag('locations', arg.id), REVENUE_LIST, lotRevenueTag(arg.id)],
      /**
       * The active switch shows at once in the owner's list (the Inactive mark on the card); if the
       * server refuses, the list goes back to what it was.
       */
      async onQueryStarted({ id, body }, { dispatch, queryFulfilled }) {
        const patch = dispatch(
          locationsApi.util.updateQueryData('getLocationsMe', undefined, (draft) => {
            const location = draft.data.locations.find((l) => l._id === id);
            if (!location) return;
            if (body.isActive !== undefined) location.archieved = !body.isActive;
            if (body.locationName) location.name = body.locationName;
            if (body.phoneNumber) location.phoneNumber = body.phoneNumber;
          }),
        );
        try {
          await queryFulfilled;
        } catch {
          patch.undo();
        }
      },
    },
    deleteLocation: {
      invalidatesTags: (_r, _e, arg) => [recordTag('locations', arg.id), { type: 'locations', id: LIST }, REVENUE_LIST],
    },
  },
});

export const {
  useGetLocationsQuery,
  useGetLocationsMeQuery,
  useGetLocationsCenterQuery,
  useGetLocationsSuggestQuery,
  useGetLocationsSearchPlaceQuery,
  useGetLocationByIdQuery,
  useGetLocationsServiceQuery,
  useGetLocationsServiceByIdQuery,
  useCreateLocationMutation,
  useUpdateLocationMutation,
  useDeleteLocationMutation,
} = locationsEnhancedApi;
