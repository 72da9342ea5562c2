import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { Button } from 'antd';
import { Themed } from './Themed';

const meta = {
  title: 'Components/Themed',
  component: Themed,
  args: { children: <Button type="primary">Themed button</Button> },
} satisfies Meta<typeof Themed>;
export default meta;
type Story = StoryObj<typeof meta>;

export const WithButton: Story = {};
