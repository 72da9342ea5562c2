import type { Decorator } from '@storybook/react-webpack5';
import type { ValetTicket } from '../../api/enhanced/valets';
import { valetsEnhancedApi } from '../../api/enhanced/valets';
import { ticketPhone } from '../../../shared/phone';
import { inPublicLayout, withProviders } from '../../testing/decorators';
import { byPhoneAnswer, SAMPLE_VALET_PHONE } from './samples';

/**
 * The stories' decorators: a customer page at `path`?pn=`pn` with `ticket` (or none) in the cache
 * under the number the page looks up, as the server would answer. `pn` is the sample's digits
 * unless a story opens the page with the number written another way.
 */
export function customerPage(
  path: string,
  ticket: ValetTicket | null,
  pn: string = SAMPLE_VALET_PHONE,
  /** More open tickets of the same number (two cars), listed after `ticket`. */
  others: ValetTicket[] = [],
): Decorator[] {
  return [
    inPublicLayout,
    withProviders({
      path,
      initialEntry: `${path}?pn=${encodeURIComponent(pn)}`,
      prepare: (store) => {
        void store.dispatch(
          valetsEnhancedApi.util.upsertQueryData('getValetByPhone', { phone: ticketPhone(pn) ?? pn }, byPhoneAnswer(ticket, others)),
        );
      },
    }),
  ];
}
