import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Alert } from './alert';

const meta = {
  title: 'UI/Alert',
  component: Alert,
  args: { type: 'error', children: 'Something went wrong.', helper: 'Refresh the page and try again.' },
} satisfies Meta<typeof Alert>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Error: Story = {
  play: async ({ canvasElement }) => {
    const alert = within(canvasElement).getByRole('alert');
    await expect(alert).toHaveTextContent('Something went wrong.');
    await expect(alert).toHaveTextContent('Refresh the page and try again.');
  },
};

export const Success: Story = {
  args: { type: 'success', children: 'Saved.', helper: undefined },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('Saved.');
  },
};
