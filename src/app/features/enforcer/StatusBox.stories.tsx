import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { StatusBox } from './StatusBox';

const meta = { title: 'Enforcer/StatusBox', component: StatusBox, args: { status: 'valid', reason: 'paid until 3:30 PM' } } satisfies Meta<
  typeof StatusBox
>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Valid: Story = {};
export const Expired: Story = { args: { status: 'expired', reason: 'expired at 2:00 PM' } };
export const NotFound: Story = { args: { status: 'not_found', reason: 'No parking found for this license plate' } };
