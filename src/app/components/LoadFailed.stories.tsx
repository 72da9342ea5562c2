import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { LoadFailed } from './LoadFailed';

const meta = {
  title: 'Components/LoadFailed',
  component: LoadFailed,
  args: { error: { status: 500, data: { status: 'error', message: 'boom' } }, onRetry: () => undefined },
} satisfies Meta<typeof LoadFailed>;
export default meta;
type Story = StoryObj<typeof meta>;

export const ServerFailure: Story = {};
export const NoSignal: Story = { args: { error: { status: 'FETCH_ERROR', error: 'TypeError: Failed to fetch' } } };
export const Retrying: Story = { args: { retrying: true } };
