import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { Button } from 'antd';
import { PARKING_MESSAGES } from '../../shared/messages';
import { EmptyState } from './EmptyState';

const meta = { title: 'Components/EmptyState', component: EmptyState } satisfies Meta<typeof EmptyState>;
export default meta;
type Story = StoryObj<typeof meta>;

export const TextOnly: Story = { args: { children: PARKING_MESSAGES.noLocations } };
export const WithAction: Story = { args: { children: PARKING_MESSAGES.noZones, action: <Button type="primary">Add Zone</Button> } };
