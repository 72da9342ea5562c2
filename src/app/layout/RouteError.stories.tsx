import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { RouteError } from './RouteError';

const meta = { title: 'Layout/RouteError', component: RouteError } satisfies Meta<typeof RouteError>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
