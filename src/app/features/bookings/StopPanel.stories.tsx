import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { sessionsEnhancedApi } from '../../api/enhanced/sessions';
import { withProviders } from '../../testing/decorators';
import { SAMPLE_USERS } from '../../testing/sampleUsers';
import { StopPanel } from './StopPanel';

const meta = {
  title: 'Bookings/StopPanel',
  component: StopPanel,
  args: { sessionId: 's1', onClose: () => undefined, onStopped: () => undefined },
} satisfies Meta<typeof StopPanel>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Without a server: asking what stopping now would do. */
export const Quoting: Story = { decorators: [withProviders({ user: SAMPLE_USERS.customer, path: '/bookings' })] };

/** A quote in the cache, as the panel reads it when it opens. */
const withQuote = (quote: { minutesUsed: number; minutesCharged: number; keepCents: number; refundCents: number }) =>
  withProviders({
    user: SAMPLE_USERS.customer,
    path: '/bookings',
    prepare: (store) => {
      void store.dispatch(
        sessionsEnhancedApi.util.upsertQueryData(
          'getSessionStopQuote',
          { id: 's1' },
          { status: 'success', data: { endTime: new Date().toISOString(), minutesPaid: 180, ...quote } },
        ),
      );
    },
  });

/** The quote in the cache: 80 minutes charged, the rest of a 3-hour booking refunded. */
export const Quoted: Story = { decorators: [withQuote({ minutesUsed: 80, minutesCharged: 80, keepCents: 1620, refundCents: 2025 })] };

/** A booking not started yet: the warning that it ends at once and its first hour stays charged. */
export const NotStarted: Story = { decorators: [withQuote({ minutesUsed: 0, minutesCharged: 60, keepCents: 1215, refundCents: 2430 })] };
