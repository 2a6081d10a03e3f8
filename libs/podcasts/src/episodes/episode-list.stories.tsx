import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { EpisodeList } from './episode-list';

const episodes = [
  {
    id: 'grace-podcast-14',
    title: 'Thanksgiving stories',
    description: 'Members tell what they are grateful for this year.',
    position: 14,
    published_at: '2026-11-02T11:00:00.000Z',
    audio_file: '/demo/podcast/grace/episode-14.wav',
    duration: 5,
    background: '/demo/podcast/grace/cover.svg',
  },
  {
    id: 'grace-podcast-13',
    title: 'Advent is coming: waiting well',
    description: '',
    position: 13,
    published_at: null,
    audio_file: '/demo/podcast/grace/episode-13.wav',
    duration: null,
    background: null,
  },
];

const meta = {
  title: 'Podcasts/EpisodeList',
  component: EpisodeList,
  args: { episodes, currentId: null, onPlay: fn() },
} satisfies Meta<typeof EpisodeList>;
export default meta;
type Story = StoryObj<typeof meta>;

export const PlayAnEpisode: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('listitem')).toHaveLength(2);
    await expect(canvas.getByText(/Episode 14/)).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Play: Advent is coming: waiting well' }));
    await expect(args.onPlay).toHaveBeenCalledWith(episodes[1]);
  },
};

export const OneIsPlaying: Story = {
  args: { currentId: 'grace-podcast-14' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: 'Playing now: Thanksgiving stories' })).toBeDisabled();
    await expect(canvas.getAllByRole('listitem')[0]).toHaveAttribute('aria-current', 'true');
  },
};

export const Empty: Story = {
  args: { episodes: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('heading', { name: 'No episodes yet' })).toBeVisible();
  },
};
