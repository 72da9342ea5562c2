import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { withProviders } from '../testing/decorators';
import { ButtonLink, PlainButton } from './PlainButton';

const meta = { title: 'Components/PlainButton', component: PlainButton, args: { children: 'Park Here' } } satisfies Meta<
  typeof PlainButton
>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Primary: Story = { args: { variant: 'primary' } };
export const Default: Story = {};
export const Block: Story = { args: { variant: 'primary', block: true } };
export const Loading: Story = { args: { variant: 'primary', loading: true } };
export const Link: Story = { args: { variant: 'link', danger: true, children: 'Remove vehicle' } };
export const AsRouterLink: Story = {
  decorators: [withProviders()],
  render: () => (
    <ButtonLink to="/locations" variant="primary">
      Find Another
    </ButtonLink>
  ),
};
