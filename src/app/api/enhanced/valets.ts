import { valetsApi, type GetValetByIdApiResponse, type GetValetGridApiResponse, type GetValetsApiResponse } from '../generated/valets';
import { LIST, listTags, recordTag } from './tags';

/** One valet ticket, as the API answers it. */
export type ValetTicket = GetValetByIdApiResponse['valet'];
/** The staff desk's day: tickets and totals. */
export type ValetDay = GetValetsApiResponse;
/** The desk grid's day: the same totals, each ticket as its button draws it. */
export type ValetGridDay = GetValetGridApiResponse;
/** One ticket of the desk's grid. */
export type ValetGridTicket = GetValetGridApiResponse['valets'][number];

/** The customer pages' ticket, cached per phone number: a change to the ticket refetches it too. */
const ofPhone = (phone: string) => ({ type: 'valets' as const, id: `pn:${phone}` });

/**
 * Cache tags of the valet calls. A ticket's change refetches the ticket, the day lists that hold
 * it and the customer page that shows it; live updates (useLiveValets) invalidate the same tags.
 */
export const valetsEnhancedApi = valetsApi.enhanceEndpoints({
  endpoints: {
    getValets: { providesTags: (result) => listTags('valets', result?.valets) },
    getValetGrid: { providesTags: (result) => listTags('valets', result?.valets) },
    getValetById: { providesTags: (_r, _e, arg) => [recordTag('valets', arg.id)] },
    getValetEvents: { providesTags: (_r, _e, arg) => [recordTag('valets', arg.id)] },
    getValetByPhone: {
      providesTags: (result, _e, arg) => [ofPhone(arg.phone), ...(result?.valet ? [recordTag('valets', result.valet._id)] : [])],
    },
    findValetByPhone: { invalidatesTags: () => [] },
    createValet: { invalidatesTags: () => [{ type: 'valets', id: LIST }] },
    updateValet: { invalidatesTags: (_r, _e, arg) => [recordTag('valets', arg.id)] },
    setValetStatus: { invalidatesTags: (_r, _e, arg) => [recordTag('valets', arg.id)] },
    requestValet: { invalidatesTags: (_r, _e, arg) => [recordTag('valets', arg.id)] },
    deleteValet: { invalidatesTags: (_r, _e, arg) => [recordTag('valets', arg.id), { type: 'valets', id: LIST }] },
    createValetStripeIntent: { invalidatesTags: () => [] },
    confirmValetPayment: {
      invalidatesTags: (result) => (result ? [recordTag('valets', result.valet._id), { type: 'valets', id: LIST }] : []),
    },
    sendValetReceipt: { invalidatesTags: () => [] },
  },
});

export const {
  useGetValetsQuery,
  useLazyGetValetsQuery,
  useGetValetGridQuery,
  useGetValetByIdQuery,
  useGetValetEventsQuery,
  useGetValetByPhoneQuery,
  useFindValetByPhoneMutation,
  useCreateValetMutation,
  useUpdateValetMutation,
  useSetValetStatusMutation,
  useRequestValetMutation,
  useDeleteValetMutation,
  useCreateValetStripeIntentMutation,
  useConfirmValetPaymentMutation,
  useSendValetReceiptMutation,
} = valetsEnhancedApi;
