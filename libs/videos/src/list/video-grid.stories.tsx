import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { sampleVideos } from '../shared/sample-videos';
import { VideoGrid } from './video-grid';

const meta = {
  title: 'Videos/VideoGrid',
  component: VideoGrid,
  args: { videos: sampleVideos },
} satisfies Meta<typeof VideoGrid>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Two: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('listitem')).toHaveLength(2);
    await expect(canvas.getByRole('link', { name: 'Mission Sunday: Lima update' })).toHaveAttribute('href', '/videos/887412356');
    const thumbnail = canvasElement.querySelector('img');
    await expect(thumbnail).toHaveAttribute('loading', 'lazy');
    await expect(thumbnail).toHaveAttribute('width', '640');
  },
};

export const Empty: Story = {
  args: { videos: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('heading', { name: 'No videos yet' })).toBeVisible();
  },
};
