import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { Button, Form } from 'antd';
import dayjs from 'dayjs';
import { OWNER_CONSOLE_TEXT as T } from '../../shared/messages';
import { FormDatePicker } from './FormDatePicker';
import { ScreenForm } from './ScreenForm';

function InForm({ initial }: { initial?: string }) {
  return (
    <ScreenForm initialValues={{ day: initial ? dayjs(initial) : undefined }}>
      <Form.Item label={T.startDate} name="day">
        <FormDatePicker />
      </Form.Item>
      <Button type="primary" htmlType="submit">
        {T.submit}
      </Button>
    </ScreenForm>
  );
}

const meta = { title: 'Components/FormDatePicker', component: InForm } satisfies Meta<typeof InForm>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {};
export const Filled: Story = { args: { initial: '2026-11-27' } };
