import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { AUTH_MESSAGES, parkingEndsIn } from '../../shared/messages';
import { NoticeBox } from './NoticeBox';

const meta = { title: 'Components/NoticeBox', component: NoticeBox } satisfies Meta<typeof NoticeBox>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Failure: Story = { args: { type: 'error', children: AUTH_MESSAGES.loginFailed } };
export const Success: Story = { args: { type: 'success', children: AUTH_MESSAGES.forgotSent } };
export const Warning: Story = { args: { type: 'warning', children: parkingEndsIn(12) } };
