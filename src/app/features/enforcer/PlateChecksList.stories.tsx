import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { PlateChecksList } from './PlateChecksList';
import { SAMPLE_CHECKS, SAMPLE_NOW } from './samples';

const meta = {
  title: 'Enforcer/PlateChecksList',
  component: PlateChecksList,
  args: { checks: SAMPLE_CHECKS, timeZone: 'America/New_York', now: SAMPLE_NOW },
} satisfies Meta<typeof PlateChecksList>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Full: Story = {};
export const Empty: Story = { args: { checks: [] } };
export const Loading: Story = { args: { checks: [], loading: true } };
export const WithError: Story = { args: { checks: [], error: 'Looks like something went wrong, please try again' } };
