import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { Form } from 'antd';
import { VALET_TEXT } from '../../shared/messages';
import { ScreenForm } from './ScreenForm';
import { PhoneTextInput, PlateTextInput } from './TypedTextInput';

/** A plate and a phone field as the valet ticket form has them; paste "abc 12345" or "+1 (404) 555-0199" into them. */
function Fields({ plate, phone }: { plate?: string; phone?: string }) {
  return (
    <ScreenForm initialValues={{ plate, phone }}>
      <Form.Item label={VALET_TEXT.plateNumber} name="plate">
        <PlateTextInput autoComplete="off" />
      </Form.Item>
      <Form.Item label={VALET_TEXT.phoneNumber} name="phone">
        <PhoneTextInput autoComplete="off" />
      </Form.Item>
    </ScreenForm>
  );
}

const meta = { title: 'Components/TypedTextInput', component: Fields } satisfies Meta<typeof Fields>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {};
export const Filled: Story = { args: { plate: 'ABC12345', phone: '4045550199' } };
