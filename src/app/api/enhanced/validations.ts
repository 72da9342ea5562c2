import { validationsApi, type GetValidationsApiResponse } from '../generated/validations';
import { LIST, listTags, recordTag } from './tags';

/** One validation code as GET /validations lists it. */
export type ValidationCode = GetValidationsApiResponse['data']['codes'][number];

/**
 * Precise cache tags for the validation codes (tags only: the generated result types stay as they are).
 * Deleting a code is optimistic: every cached list that holds it drops it at once and gets it back if
 * the server refuses.
 */
export const validationsEnhancedApi = validationsApi.enhanceEndpoints({
  endpoints: {
    getValidations: { providesTags: (result) => listTags('validations', result?.data.codes) },
    getLocationValidations: { providesTags: (result) => listTags('validations', result?.data.codes) },
    getLocationValidation: { providesTags: (_r, _e, arg) => [recordTag('validations', arg.validationId)] },
    createValidation: { invalidatesTags: (_r, error) => (error ? [] : [{ type: 'validations', id: LIST }]) },
    updateValidation: { invalidatesTags: (_r, error, arg) => (error ? [] : [recordTag('validations', arg.id)]) },
    deleteValidation: {
      // The lists already dropped it; a refused delete undoes the patch and refetches nothing.
      invalidatesTags: (_r, error, arg) => (error ? [] : [recordTag('validations', arg.id)]),
      async onQueryStarted({ id }, { dispatch, getState, queryFulfilled }) {
        const patches = validationsApi.util
          .selectInvalidatedBy(getState(), [recordTag('validations', id)])
          .map(({ endpointName, originalArgs }) => {
            const drop = (draft: { data: { codes: ValidationCode[] } }) => {
              draft.data.codes = draft.data.codes.filter((c) => c._id !== id);
            };
            if (endpointName === 'getValidations')
              return dispatch(validationsApi.util.updateQueryData('getValidations', originalArgs, drop));
            if (endpointName === 'getLocationValidations')
              return dispatch(validationsApi.util.updateQueryData('getLocationValidations', originalArgs, drop));
            return null;
          });
        try {
          await queryFulfilled;
        } catch {
          patches.forEach((p) => p?.undo());
        }
      },
    },
  },
});

export const { useGetValidationsQuery, useCreateValidationMutation, useDeleteValidationMutation } = validationsEnhancedApi;
