import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { FormTitle, PageHeader, PageTitle, Subtitle } from './PageTitle';
import { PlainButton } from './PlainButton';

const meta = { title: 'Components/PageTitle', component: PageTitle, args: { children: 'Main Street Garage' } } satisfies Meta<
  typeof PageTitle
>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Title: Story = {};

export const WithSubtitle: Story = {
  render: (args) => (
    <header>
      <PageTitle {...args} />
      <Subtitle>100 Main St, Austin, TX 78701</Subtitle>
    </header>
  ),
};

export const HeaderWithAction: Story = {
  render: (args) => (
    <PageHeader
      title={args.children}
      subtitle="100 Main St, Austin, TX 78701"
      action={<PlainButton variant="primary">Add Zone</PlainButton>}
    />
  ),
};

export const OnAFormCard: Story = { render: (args) => <FormTitle>{args.children}</FormTitle> };
