import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { valetsApi } from '../../api/generated/valets';
import { withProviders } from '../../testing/decorators';
import { SAMPLE_USERS } from '../../testing/sampleUsers';
import { sampleDay } from './samples';
import ValetDeskPage from './ValetDeskPage';

const meta = { title: 'Valet/ValetDeskPage', component: ValetDeskPage } satisfies Meta<typeof ValetDeskPage>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The day already loaded: the phone lookup, the figures and every kind of ticket. */
export const Day: Story = {
  decorators: [
    withProviders({
      user: SAMPLE_USERS.valet,
      path: '/valet',
      prepare: (store) => void store.dispatch(valetsApi.util.upsertQueryData('getValetGrid', {}, sampleDay())),
    }),
  ],
};

/** A quiet morning: no tickets yet. */
export const Empty: Story = {
  decorators: [
    withProviders({
      user: SAMPLE_USERS.valet,
      path: '/valet',
      prepare: (store) =>
        void store.dispatch(
          valetsApi.util.upsertQueryData(
            'getValetGrid',
            {},
            {
              status: 'success',
              results: 0,
              valets: [],
              totalParked: 0,
              totalRequested: 0,
              totalRevenue: 0,
              medianReadyMinutes: null,
            },
          ),
        ),
    }),
  ],
};

/** Without a server: the figures loading. */
export const Loading: Story = { decorators: [withProviders({ user: SAMPLE_USERS.valet, path: '/valet' })] };
