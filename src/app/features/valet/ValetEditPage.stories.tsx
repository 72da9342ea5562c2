import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { valetsApi } from '../../api/generated/valets';
import { withProviders } from '../../testing/decorators';
import { SAMPLE_USERS } from '../../testing/sampleUsers';
import { sampleTicket } from './samples';
import ValetEditPage from './ValetEditPage';

const meta = { title: 'Valet/ValetEditPage', component: ValetEditPage } satisfies Meta<typeof ValetEditPage>;
export default meta;
type Story = StoryObj<typeof meta>;

const ticket = sampleTicket({ isHourly: true, price: 1250 });

/** The ticket loaded into the form (price $12.50). */
export const Loaded: Story = {
  decorators: [
    withProviders({
      user: SAMPLE_USERS.valet,
      path: '/valet/details/edit',
      initialEntry: `/valet/details/edit?valetId=${ticket._id}`,
      prepare: (store) =>
        void store.dispatch(valetsApi.util.upsertQueryData('getValetById', { id: ticket._id }, { status: 'success', valet: ticket })),
    }),
  ],
};
