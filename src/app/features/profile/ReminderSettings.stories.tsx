import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { usersEnhancedApi } from '../../api/enhanced/users';
import { inCardColumn, withProviders } from '../../testing/decorators';
import { SAMPLE_USERS } from '../../testing/sampleUsers';
import type { AppStore } from '../../store';
import { ReminderSettings } from './ReminderSettings';

const user = SAMPLE_USERS.customer;
/** GET /me already answered with these settings. */
const me = (remindersOn: boolean, reminderMinutes: number) => (store: AppStore) => {
  void store.dispatch(
    usersEnhancedApi.util.upsertQueryData('getMe', undefined, {
      status: 'success',
      data: { user: { ...user, isActive: true, isSuperadmin: false, remindersOn, reminderMinutes } },
    }),
  );
};

const meta = {
  title: 'Profile/ReminderSettings',
  component: ReminderSettings,
  decorators: [inCardColumn],
} satisfies Meta<typeof ReminderSettings>;
export default meta;
type Story = StoryObj<typeof meta>;

export const On: Story = { decorators: [withProviders({ user, path: '/profile', prepare: me(true, 15) })] };
export const Off: Story = { decorators: [withProviders({ user, path: '/profile', prepare: me(false, 30) })] };
/** Without a server: still loading the account's settings. */
export const Loading: Story = { decorators: [withProviders({ user, path: '/profile' })] };
