import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { App, Button } from 'antd';
import { Themed } from './Themed';

const meta = {
  title: 'Components/Themed',
  component: Themed,
  args: { children: <Button type="primary">Themed button</Button> },
} satisfies Meta<typeof Themed>;
export default meta;
type Story = StoryObj<typeof meta>;

export const WithButton: Story = {};

/** App.useApp()'s modal inside Themed: the confirm dialogs of the SPA render in the theme, as here. */
function ConfirmButton() {
  const { modal } = App.useApp();
  return <Button onClick={() => void modal.confirm({ title: 'Are you sure?' })}>Delete</Button>;
}

export const WithAppContext: Story = { args: { children: <ConfirmButton /> } };
