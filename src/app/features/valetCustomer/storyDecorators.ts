import type { Decorator } from '@storybook/react-webpack5';
import type { ValetTicket } from '../../api/enhanced/valets';
import { valetsEnhancedApi } from '../../api/enhanced/valets';
import { inPublicLayout, withProviders } from '../../testing/decorators';
import { byPhoneAnswer, SAMPLE_VALET_PHONE } from './samples';

/** The stories' decorators: a customer page at `path`?pn= with `ticket` (or none) in the cache, as the server would answer. */
export function customerPage(path: string, ticket: ValetTicket | null): Decorator[] {
  return [
    inPublicLayout,
    withProviders({
      path,
      initialEntry: `${path}?pn=${SAMPLE_VALET_PHONE}`,
      prepare: (store) => {
        void store.dispatch(
          valetsEnhancedApi.util.upsertQueryData('getValetByPhone', { phone: SAMPLE_VALET_PHONE }, byPhoneAnswer(ticket)),
        );
      },
    }),
  ];
}
