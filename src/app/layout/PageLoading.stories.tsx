import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { PageLoading } from './PageLoading';

const meta = { title: 'Layout/PageLoading', component: PageLoading } satisfies Meta<typeof PageLoading>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

/** Still waiting after the slow-signal delay (here at once). */
export const Slow: Story = { args: { slowAfterMs: 0 } };
