import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { fn } from 'storybook/test';
import { PlateSearchForm } from './PlateSearchForm';

const meta = { title: 'Enforcer/PlateSearchForm', component: PlateSearchForm, args: { onSearch: fn() } } satisfies Meta<
  typeof PlateSearchForm
>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {};
export const Typed: Story = { args: { initialPlate: 'ABC123' } };
export const Searching: Story = { args: { initialPlate: 'ABC123', searching: true } };
export const WithError: Story = { args: { initialPlate: 'ABC123', error: 'Location not found' } };
