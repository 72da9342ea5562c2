import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { AUTH_MESSAGES } from '../../../shared/messages';
import { inPublicLayout, withProviders } from '../../testing/decorators';
import EmailUndoPage, { EmailUndoView } from './EmailUndoPage';

const path = '/email-undo/:token?';

/** The page as the mail's link opens it: the button, before anything is sent. */
const meta = {
  title: 'Auth/EmailUndoPage',
  component: EmailUndoPage,
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof EmailUndoPage>;
export default meta;
type Story = StoryObj<typeof meta>;

export const FromTheMail: Story = {
  decorators: [inPublicLayout, withProviders({ path, initialEntry: '/email-undo/Hk3v1Xq9pW0sYtZ2bC4dE6fG8hJ0kL2mN4pQ6rS8tU0' })],
};

export const WithoutToken: Story = {
  decorators: [inPublicLayout, withProviders({ path, initialEntry: '/email-undo' })],
};

// The server's answers, drawn by the page's view.
const answered = (props: Partial<Parameters<typeof EmailUndoView>[0]>): Story => ({
  decorators: [inPublicLayout, withProviders({ path, initialEntry: '/email-undo/token' })],
  render: () => <EmailUndoView sending={false} undone={null} error={null} linkDead={false} onUndo={() => undefined} {...props} />,
});

export const Sending = answered({ sending: true });
export const Undone = answered({ undone: AUTH_MESSAGES.emailUndone });
export const LinkUsedOrExpired = answered({ error: AUTH_MESSAGES.emailUndoInvalid, linkDead: true });
export const AddressTaken = answered({ error: AUTH_MESSAGES.emailUndoTaken });
