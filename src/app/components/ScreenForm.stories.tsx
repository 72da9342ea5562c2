import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { Button, Form, Input } from 'antd';
import { APP_TEXT, AUTH_MESSAGES } from '../../shared/messages';
import { ScreenForm } from './ScreenForm';

const fields = (
  <>
    <Form.Item label={APP_TEXT.email} name="email">
      <Input type="email" />
    </Form.Item>
    <Button type="primary" htmlType="submit" block>
      {APP_TEXT.sendResetLink}
    </Button>
  </>
);

const meta = {
  title: 'Components/ScreenForm',
  component: ScreenForm,
  args: { children: fields },
} satisfies Meta<typeof ScreenForm>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {};
export const WithError: Story = { args: { error: AUTH_MESSAGES.forgotFailed } };
export const Sending: Story = { args: { disabled: true } };
