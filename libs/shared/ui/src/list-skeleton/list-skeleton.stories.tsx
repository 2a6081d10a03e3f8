import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { ListSkeleton } from './list-skeleton';

const meta = {
  title: 'UI/ListSkeleton',
  component: ListSkeleton,
  args: { label: 'Loading the events' },
} satisfies Meta<typeof ListSkeleton>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Cards of text only (groups, ministries): said once to a screen reader, the cards hidden from it. */
export const TextCards: Story = {
  play: async ({ canvasElement }) => {
    const status = within(canvasElement).getByRole('status');
    await expect(status).toHaveTextContent(/^Loading the events$/);
    await expect(status.querySelectorAll('li')).toHaveLength(3);
    await expect(status.querySelector('ul')).toHaveAttribute('aria-hidden', 'true');
  },
};

/** Cards with a picture (events, videos, news), as many as asked. */
export const MediaCards: Story = {
  args: { media: true, count: 6 },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelectorAll('li')).toHaveLength(6);
  },
};
