import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { ContentNotFound } from './content-not-found';

const meta = {
  title: 'Content/ContentNotFound',
  component: ContentNotFound,
  args: { backTo: '/news', backLabel: 'Back to news' },
} satisfies Meta<typeof ContentNotFound>;
export default meta;
type Story = StoryObj<typeof meta>;

export const BackToTheList: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Content not found' })).toBeVisible();
    await expect(canvas.getByText('The content you are looking for does not exist or is no longer available.')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Back to news' })).toHaveAttribute('href', '/news');
  },
};
