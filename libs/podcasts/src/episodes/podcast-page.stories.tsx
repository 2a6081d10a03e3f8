import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import type { ChurchStoryParameters } from '@church/testing/mock-api';
import { podcastEpisodes, podcastEpisodesLoading, podcastFeedUnreadable, storyEpisodes } from '../mocks/podcasts-api';
import { podcastPaths } from '../paths';
import { PodcastPage } from './podcast-page';

const meta = {
  title: 'Podcasts/PodcastPage',
  component: PodcastPage,
  parameters: {
    route: '/podcast',
    routePath: podcastPaths.episodes.path,
    msw: { handlers: { episodes: podcastEpisodes() } },
  } satisfies ChurchStoryParameters,
} satisfies Meta<typeof PodcastPage>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Loaded: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Conversations from Grace Community Church.')).toBeVisible();
    await expect(canvas.getByRole('heading', { level: 1, name: 'Podcast' })).toBeVisible();
    await expect(canvas.getAllByRole('listitem')).toHaveLength(3);
    await expect(canvas.queryByRole('button', { name: 'Load more episodes' })).toBeNull();
    await expect(document.title).toBe('Grace Talks · Grace Community Church');
  },
};

/** Playing an episode hands it to the shell's player, and the list shows which one plays. */
export const PlayAnEpisode: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Play: Episode title 2' }));
    await expect(canvas.getByRole('button', { name: 'Playing now: Episode title 2' })).toBeVisible();
  },
};

/** Ten at a time: a full page offers the next one, until a short page ends the list. */
export const LoadMore: Story = {
  parameters: { msw: { handlers: { episodes: podcastEpisodes(storyEpisodes(14)) } } } satisfies ChurchStoryParameters,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Load more episodes' }));
    await expect(await canvas.findByText('Episode title 1')).toBeVisible();
    await expect(canvas.getAllByRole('listitem')).toHaveLength(14);
    await expect(canvas.queryByRole('button', { name: 'Load more episodes' })).toBeNull();
  },
};

export const Loading: Story = {
  parameters: { msw: { handlers: { episodes: podcastEpisodesLoading() } } } satisfies ChurchStoryParameters,
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('Loading episodes');
  },
};

/** A church without a podcast feed. */
export const Empty: Story = {
  parameters: { msw: { handlers: { episodes: podcastEpisodes([], null) } } } satisfies ChurchStoryParameters,
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('heading', { name: 'No episodes yet' })).toBeVisible();
    await expect(document.title).toBe('Podcast · Grace Community Church');
  },
};

export const Failed: Story = {
  parameters: { msw: { handlers: { episodes: podcastFeedUnreadable() } } } satisfies ChurchStoryParameters,
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('alert')).toHaveTextContent('An error occurred while fetching the data. Please try again.');
  },
};
