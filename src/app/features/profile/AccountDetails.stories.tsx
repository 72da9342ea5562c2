import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { inCardColumn, withProviders } from '../../testing/decorators';
import { SAMPLE_USERS } from '../../testing/sampleUsers';
import { AccountDetails } from './AccountDetails';

const meta = {
  title: 'Profile/AccountDetails',
  component: AccountDetails,
  args: { user: SAMPLE_USERS.customer },
  decorators: [withProviders({ user: SAMPLE_USERS.customer, path: '/profile' }), inCardColumn],
} satisfies Meta<typeof AccountDetails>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Customer: Story = {};
export const LotOwner: Story = { args: { user: SAMPLE_USERS.vendor } };
/** A name of one long word: wrapped inside the card, never wider than a phone. */
export const LongName: Story = {
  args: {
    user: {
      ...SAMPLE_USERS.customer,
      name: 'Universitätsklinikumsparkhausverwaltungsgesellschaft',
      email: 'a.very.long.address.for.parking@universitaetsklinikum.example.com',
    },
  },
};
