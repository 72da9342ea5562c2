import { AimOutlined } from '@ant-design/icons';
import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { withProviders } from '../../testing/decorators';
import { DashboardTile } from './DashboardTile';

const meta = {
  title: 'Dashboard/DashboardTile',
  component: DashboardTile,
  decorators: [withProviders({ path: '/dashboard' })],
  args: { title: 'Find Parking', hint: 'Parking lots near you', path: '/locations', icon: <AimOutlined /> },
} satisfies Meta<typeof DashboardTile>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
