import { billingApi, type GetReconciliationApiResponse } from '../generated/billing';
import { LIST, recordTag } from './tags';

const REVENUE_LIST = { type: 'billing' as const, id: LIST };

/**
 * Precise cache tags for the billing endpoints. Opening or confirming a payment changes no revenue
 * screen by itself (the payment's owner, booking or extension, invalidates its own resource).
 */
export const billingEnhancedApi = billingApi.enhanceEndpoints({
  endpoints: {
    createStripeIntent: { invalidatesTags: () => [] },
    confirmDemoPayment: { invalidatesTags: () => [] },
    createValetStripeIntent: { invalidatesTags: () => [] },
    getRevenueSummary: { providesTags: () => [REVENUE_LIST] },
    getReconciliation: { providesTags: (_r, _e, arg) => [recordTag('billing', arg.locationId)] },
    getLotRevenue: { providesTags: (_r, _e, arg) => [recordTag('billing', arg.body.lotId)] },
    // An entry changes the lot's month and the summary; a lot name changes the location.
    updateLotRevenue: {
      invalidatesTags: (_r, _e, arg) => [
        recordTag('billing', arg.body.locationId),
        REVENUE_LIST,
        recordTag('locations', arg.body.locationId),
      ],
    },
  },
});

export const { useCreateStripeIntentMutation, useConfirmDemoPaymentMutation, useCreateValetStripeIntentMutation } = billingEnhancedApi;
export const { useUpdateLotRevenueMutation, useGetReconciliationQuery } = billingEnhancedApi;

/** One lot's reconciliation for a range of its days (/reports). */
export type Reconciliation = GetReconciliationApiResponse;
export type ReconciliationLine = Reconciliation['rows'][number];
