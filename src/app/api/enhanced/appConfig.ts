import { configApi } from '../generated/config';

/** The one public app configuration (payment providers): a single record, never a list. */
export const appConfigEnhancedApi = configApi.enhanceEndpoints({
  endpoints: {
    getConfig: { providesTags: () => [{ type: 'config', id: 'APP' }] },
  },
});

export const { useGetConfigQuery } = appConfigEnhancedApi;
