import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { Subtitle } from './PageTitle';
import { Card } from './Card';

const meta = {
  title: 'Components/Card',
  component: Card,
  args: {
    label: 'Main Street Garage',
    gap: 12,
    children: (
      <div>
        <h2 style={{ fontSize: 18, margin: 0 }}>Main Street Garage</h2>
        <Subtitle>100 Main St, Austin, TX 78701</Subtitle>
      </div>
    ),
  },
} satisfies Meta<typeof Card>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const Accent: Story = { args: { accent: true } };
