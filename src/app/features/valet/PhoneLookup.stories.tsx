import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { userEvent, within } from 'storybook/test';
import { VALET_TEXT } from '../../../shared/messages';
import { withProviders } from '../../testing/decorators';
import { SAMPLE_USERS } from '../../testing/sampleUsers';
import { PhoneLookup } from './PhoneLookup';

// The lookup is a mutation: without a server a story can show the field before it is sent, typed
// or refused; what the desk opens on an answer is ValetDetailsPage's and ValetCreatePage's story.
const meta = {
  title: 'Valet/PhoneLookup',
  component: PhoneLookup,
  decorators: [withProviders({ user: SAMPLE_USERS.valet, path: '/valet' })],
} satisfies Meta<typeof PhoneLookup>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The desk's phone field, empty. */
export const Empty: Story = {};
/** A number typed with its punctuation: only the digits are kept, ten at most. */
export const Typed: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.type(within(canvasElement).getByLabelText(VALET_TEXT.phoneLabel), '(312) 555-0147');
  },
};
/** Submit with no number: refused above the field, nothing sent. */
export const Refused: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: VALET_TEXT.submit }));
  },
};
