import { vendorsApi, type GetLocationVendorsApiResponse } from '../generated/vendors';
import { LIST, listTags, recordTag } from './tags';

/** One management vendor of a location (name, code, expiry, plates). */
export type LocationVendor = GetLocationVendorsApiResponse['vendors'][number];
export type VendorPlate = LocationVendor['plates'][number];

/**
 * Precise cache tags for the management vendors. Deleting a vendor is optimistic (SPEC 4: it leaves
 * the list at once, before the server answers); every cached list that holds it gets it back if the
 * server refuses.
 */
export const vendorsEnhancedApi = vendorsApi.enhanceEndpoints({
  endpoints: {
    getLocationVendors: { providesTags: (result) => listTags('vendors', result?.vendors) },
    getLocationVendor: { providesTags: (_r, _e, arg) => [recordTag('vendors', arg.vendorId)] },
    createLocationVendor: { invalidatesTags: (_r, error) => (error ? [] : [{ type: 'vendors', id: LIST }]) },
    addLocationVendor: { invalidatesTags: (_r, error) => (error ? [] : [{ type: 'vendors', id: LIST }]) },
    updateLocationVendor: { invalidatesTags: (_r, error, arg) => (error ? [] : [recordTag('vendors', arg.vendorId)]) },
    deleteLocationVendor: {
      invalidatesTags: (_r, error, arg) => (error ? [] : [recordTag('vendors', arg.vendorId)]),
      async onQueryStarted({ vendorId }, { dispatch, getState, queryFulfilled }) {
        const patches = vendorsApi.util
          .selectInvalidatedBy(getState(), [recordTag('vendors', vendorId)])
          .filter(({ endpointName }) => endpointName === 'getLocationVendors')
          .map(({ originalArgs }) =>
            dispatch(
              vendorsApi.util.updateQueryData('getLocationVendors', originalArgs as { locationId: string }, (draft) => {
                draft.vendors = draft.vendors.filter((v) => v._id !== vendorId);
              }),
            ),
          );
        try {
          await queryFulfilled;
        } catch {
          patches.forEach((p) => p.undo());
        }
      },
    },
  },
});

export const {
  useGetLocationVendorsQuery,
  useGetLocationVendorQuery,
  useAddLocationVendorMutation,
  useUpdateLocationVendorMutation,
  useDeleteLocationVendorMutation,
} = vendorsEnhancedApi;
