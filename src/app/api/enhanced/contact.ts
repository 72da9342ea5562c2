import { contactApi } from '../generated/contact';

/** Contact messages and e-mails change nothing the SPA caches. */
export const contactEnhancedApi = contactApi.enhanceEndpoints({
  endpoints: {
    contactUs: { invalidatesTags: () => [] },
    sendReceipt: { invalidatesTags: () => [] },
    sendWelcome: { invalidatesTags: () => [] },
  },
});

export const { useContactUsMutation, useSendReceiptMutation, useSendWelcomeMutation } = contactEnhancedApi;
