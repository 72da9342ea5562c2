import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { userEvent, within } from 'storybook/test';
import { VALET_MESSAGES } from '../../../shared/messages';
import type { ValetTicket } from '../../api/enhanced/valets';
import { locationsApi } from '../../api/generated/locations';
import { valetsApi } from '../../api/generated/valets';
import { withProviders } from '../../testing/decorators';
import { SAMPLE_USERS } from '../../testing/sampleUsers';
import { SAMPLE_EVENTS, SAMPLE_VALET_LOCATION, sampleTicket } from './samples';
import ValetDetailsPage from './ValetDetailsPage';

const meta = { title: 'Valet/ValetDetailsPage', component: ValetDetailsPage } satisfies Meta<typeof ValetDetailsPage>;
export default meta;
type Story = StoryObj<typeof meta>;

function loaded(ticket: ValetTicket) {
  return withProviders({
    user: SAMPLE_USERS.valet,
    path: '/valet/details',
    initialEntry: `/valet/details?valetId=${ticket._id}`,
    prepare: (store) => {
      void store.dispatch(valetsApi.util.upsertQueryData('getValetById', { id: ticket._id }, { status: 'success', valet: ticket }));
      void store.dispatch(
        valetsApi.util.upsertQueryData('getValetEvents', { id: ticket._id }, { status: 'success', events: SAMPLE_EVENTS }),
      );
      // The ticket's location: the history shows its times on that lot's clock.
      if (ticket.locationId) {
        void store.dispatch(
          locationsApi.util.upsertQueryData(
            'getLocationById',
            { id: ticket.locationId },
            { status: 'success', data: { location: SAMPLE_VALET_LOCATION } },
          ),
        );
      }
    },
  });
}

/** A new ticket: CAR PARKED only. */
export const Entry: Story = { decorators: [loaded(sampleTicket())] };
/** Parked: CAR READY. */
export const Parked: Story = { decorators: [loaded(sampleTicket({ status: 'parked', parkedBy: 'Sam', parkedLocation: 'Level 2, B14' }))] };
/** Ready, not paid: CASH PAYMENT and Complete!. */
export const ReadyUnpaid: Story = {
  decorators: [
    loaded(sampleTicket({ status: 'ready', parkedBy: 'Sam', parkedLocation: 'Level 2, B14', isHourly: true, estimatedTotal: 7500 })),
  ],
};
/** Complete! pressed on that unpaid ticket: asked first (Complete without payment, or Cancel). */
export const CompleteUnpaidAsked: Story = {
  decorators: ReadyUnpaid.decorators,
  play: async ({ canvasElement }) => {
    await userEvent.click(await within(canvasElement).findByRole('button', { name: 'Complete!' }));
    await within(document.body).findByText(VALET_MESSAGES.valetCompleteUnpaidBody);
  },
};
/** On a phone: the status buttons full width. */
export const Phone: Story = {
  decorators: [loaded(sampleTicket({ status: 'requested', parkedBy: 'Sam', parkedLocation: 'Level 2, B14' }))],
  globals: { viewport: { value: 'phone' } },
};
/** Without a server: loading. */
export const Loading: Story = {
  decorators: [withProviders({ user: SAMPLE_USERS.valet, path: '/valet/details', initialEntry: '/valet/details?valetId=v-1' })],
};
