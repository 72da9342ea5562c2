import {
  subscriptionsApi,
  type GetSubscriptionPaymentsApiResponse,
  type GetSubscriptionsApiArg,
  type GetSubscriptionsApiResponse,
} from '../generated/subscriptions';
import { LIST, listTags, recordTag } from './tags';

/** One row of the superadmin's table (a vendor location and its subscription). */
export type VendorLocation = GetSubscriptionsApiResponse['data'][number];
export type SubscriptionStats = NonNullable<GetSubscriptionsApiResponse['stats']>;
export type SubscriptionPayment = GetSubscriptionPaymentsApiResponse['data']['payments'][number];
export type SubscriptionsQuery = GetSubscriptionsApiArg;

/** The tag of one location's payments (its ledger), beside the location's own record tag. */
export const paymentsTag = (locationId: string) => recordTag('subscriptions', `payments:${locationId}`);

/**
 * Cache tags of the superadmin's subscriptions. A payment update changes the location's row, the
 * stat cards (held by every cached page: LIST) and that location's ledger, so those refetch: the
 * "page reloads" of SPEC section 4, without reloading the page.
 */
export const subscriptionsEnhancedApi = subscriptionsApi.enhanceEndpoints({
  endpoints: {
    getSubscriptions: { providesTags: (result) => listTags('subscriptions', result?.data) },
    getSubscriptionPayments: { providesTags: (_r, _e, arg) => [paymentsTag(arg.locationId)] },
    recordSubscriptionPayment: {
      invalidatesTags: (_r, error, arg) =>
        error
          ? []
          : [recordTag('subscriptions', arg.body.locationId), { type: 'subscriptions', id: LIST }, paymentsTag(arg.body.locationId)],
    },
    upsertSubscription: {
      invalidatesTags: (_r, error, arg) =>
        // Without a location the call only reads the list.
        error || !arg.body?.locationId ? [] : [recordTag('subscriptions', arg.body.locationId), { type: 'subscriptions', id: LIST }],
    },
  },
});

export const {
  useGetSubscriptionsQuery,
  useGetSubscriptionPaymentsQuery,
  useRecordSubscriptionPaymentMutation,
  useUpsertSubscriptionMutation,
} = subscriptionsEnhancedApi;
