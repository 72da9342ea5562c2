import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { Money } from './Money';

const meta = { title: 'Components/Money', component: Money } satisfies Meta<typeof Money>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Plain: Story = { args: { cents: 1234 } };
export const Strong: Story = { args: { cents: 123456, strong: true } };
