import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { withProviders } from '../testing/decorators';
import { LocationNotFoundResult } from './LocationNotFoundResult';

const meta = {
  title: 'Components/LocationNotFoundResult',
  component: LocationNotFoundResult,
  decorators: [withProviders({ path: '/management/locations/unknown' })],
} satisfies Meta<typeof LocationNotFoundResult>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
