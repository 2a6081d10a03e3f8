import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { MonthNavigation } from './month-navigation';

const meta = {
  title: 'Schedule/MonthNavigation',
  component: MonthNavigation,
  args: { month: '2026-12' },
} satisfies Meta<typeof MonthNavigation>;
export default meta;
type Story = StoryObj<typeof meta>;

export const AcrossTheYear: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'December 2026' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Previous month: November 2026' })).toHaveAttribute('href', '/schedule?month=2026-11');
    const next = canvas.getByRole('link', { name: 'Next month: January 2027' });
    await expect(next).toHaveAttribute('href', '/schedule?month=2027-01');
    next.focus();
    await expect(next).toHaveFocus();
  },
};
