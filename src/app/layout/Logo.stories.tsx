import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { Logo } from './Logo';

const meta = { title: 'Layout/Logo', component: Logo } satisfies Meta<typeof Logo>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const Large: Story = { args: { size: 48 } };
