import {
  billingApi,
  type GetLotRevenueApiResponse,
  type GetReconciliationApiResponse,
  type GetRevenueTrendApiResponse,
  type GetRevenueSummaryApiResponse,
} from '../generated/billing';
import { LIST, recordTag } from './tags';

/** The revenue summary of the caller's lots for one month (POST /billing/revenue). */
export type RevenueSummary = GetRevenueSummaryApiResponse['data'];
/** One lot's line of the summary. */
export type LotRevenueLine = RevenueSummary['totalLocationRevenue'][number];
/** One paid session of a lot's month (POST /billing/lot/revenue). */
export type LotSession = GetLotRevenueApiResponse['monthSessions'][number];
/** One revenue entry of /revenue/update counted in a lot's month. */
export type LotAdjustment = GetLotRevenueApiResponse['adjustments'][number];

/** Every revenue summary (any month): a session added anywhere may change it. */
export const REVENUE_LIST = { type: 'billing' as const, id: LIST };
/** Every month of one lot's revenue. */
export const lotRevenueTag = (lotId: string) => recordTag('billing', lotId);
/** One revenue entry, in whichever cached lot months list it. */
export const revenueEntryTag = (entryId: string) => recordTag('billing', entryId);

/**
 * Precise cache tags for the billing endpoints. Opening or confirming a payment changes no revenue
 * screen by itself (the payment's owner, booking or extension, invalidates its own resource).
 */
export const billingEnhancedApi = billingApi.enhanceEndpoints({
  endpoints: {
    createStripeIntent: { invalidatesTags: () => [] },
    confirmDemoPayment: { invalidatesTags: () => [] },
    getRevenueSummary: { providesTags: () => [REVENUE_LIST] },
    getRevenueTrend: { providesTags: () => [REVENUE_LIST] },
    getReconciliation: { providesTags: (_r, _e, arg) => [lotRevenueTag(arg.locationId)] },
    // A file, not JSON: read as text (the generated call would parse it as JSON), and not kept once
    // downloaded (a month can be a megabyte).
    getLotRevenueCsv: (definition) => {
      const query = definition.query;
      if (!query) return;
      definition.query = (arg) => {
        const request = query(arg);
        return typeof request === 'string' ? { url: request, responseHandler: 'text' } : { ...request, responseHandler: 'text' };
      };
      definition.keepUnusedDataFor = 0;
      definition.providesTags = (_r, _e, arg) => [lotRevenueTag(arg.lotId)];
    },
    getLotRevenue: {
      providesTags: (r, _e, arg) => [lotRevenueTag(arg.body.lotId), ...(r?.adjustments ?? []).map((a) => revenueEntryTag(a._id))],
    },
    // An entry changes the lot's months, its reconciliation and the summaries; a lot name changes the location.
    updateLotRevenue: {
      invalidatesTags: (_r, _e, arg) => [lotRevenueTag(arg.body.locationId), REVENUE_LIST, recordTag('locations', arg.body.locationId)],
    },
    // A reversal changes what the entry did (the lot's months, reconciliation, summaries, lotRevenue); a
    // refusal (reversed meanwhile from another screen) refetches the months that list the entry.
    reverseRevenueAdjustment: {
      invalidatesTags: (r, _e, arg) => {
        const lotId = r?.data.location._id;
        return lotId ? [lotRevenueTag(lotId), REVENUE_LIST, recordTag('locations', lotId)] : [revenueEntryTag(arg.id)];
      },
    },
  },
});

// The two revenue reads are POSTs that codegen types as queries (QUERY_OVERRIDES in
// src/server/openapi/codegen.cjs), so they are cached and refetched by their tags like any GET.
export const {
  useCreateStripeIntentMutation,
  useConfirmDemoPaymentMutation,
  useGetRevenueSummaryQuery,
  useGetLotRevenueQuery,
  useLazyGetLotRevenueCsvQuery,
  useGetReconciliationQuery,
  useGetRevenueTrendQuery,
  useUpdateLotRevenueMutation,
  useReverseRevenueAdjustmentMutation,
} = billingEnhancedApi;

/** The dashboard's twelve months and occupancy now. */
export type RevenueTrend = GetRevenueTrendApiResponse;

/** One lot's reconciliation for a range of its days (/reports). */
export type Reconciliation = GetReconciliationApiResponse;
export type ReconciliationLine = Reconciliation['rows'][number];
