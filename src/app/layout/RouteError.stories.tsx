import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { RouteErrorView } from './RouteError';

const meta = {
  title: 'Layout/RouteError',
  component: RouteErrorView,
  args: { error: new Error('Cannot read properties of undefined'), reload: () => undefined },
} satisfies Meta<typeof RouteErrorView>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

/** A page's code that could not be downloaded (no signal): the connection, and a reload once back online. */
export const CodeNotLoaded: Story = {
  args: { error: new TypeError('Failed to fetch dynamically imported module: https://parking.example/static/js/booking.js') },
};
