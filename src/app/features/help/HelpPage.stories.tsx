import type { Meta, StoryObj } from '@storybook/react-webpack5';
import HelpPage from './HelpPage';

const meta = { title: 'Help/HelpPage', component: HelpPage } satisfies Meta<typeof HelpPage>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
