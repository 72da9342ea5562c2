import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { fn } from 'storybook/test';
import { LocationPicker } from './LocationPicker';
import { SAMPLE_LOCATIONS } from './samples';

const meta = {
  title: 'Management/LocationPicker',
  component: LocationPicker,
  args: { locations: SAMPLE_LOCATIONS, onChange: fn() },
} satisfies Meta<typeof LocationPicker>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Full: Story = {};
export const Chosen: Story = { args: { value: 'loc-1' } };
export const Empty: Story = { args: { locations: [] } };
export const Loading: Story = { args: { locations: [], loading: true } };
