import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { APP_TEXT, AUTH_MESSAGES } from '../../shared/messages';
import { PlainButton } from './PlainButton';
import { PlainForm } from './PlainForm';
import { TextField } from './TextField';

const fields = (
  <>
    <TextField id="story-forgot-email" label={APP_TEXT.email} type="email" defaultValue="casey@example.com" />
    <PlainButton variant="primary" type="submit" block>
      {APP_TEXT.sendResetLink}
    </PlainButton>
  </>
);

const meta = {
  title: 'Components/PlainForm',
  component: PlainForm,
  args: { onSubmit: () => undefined, busy: false, children: fields },
} satisfies Meta<typeof PlainForm>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Ready: Story = {};
export const WithError: Story = { args: { error: AUTH_MESSAGES.forgotFailed } };
export const Sending: Story = { args: { busy: true } };
