import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import type { ChurchStoryParameters } from '@church/testing/mock-api';
import { videoItem, videoItemFailing, videoItemLoading, videoList, videoListFailing, videoListLoading } from '../mocks/videos-api';
import { videoPaths } from '../paths';
import { VideoPage } from './video-page';

const meta = {
  title: 'Videos/VideoPage',
  component: VideoPage,
  parameters: {
    route: '/videos/Hk3pR8vLq2M',
    routePath: videoPaths.detail.path,
    msw: { handlers: { video: videoItem(), playlist: videoList() } },
  } satisfies ChurchStoryParameters,
} satisfies Meta<typeof VideoPage>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Loaded: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: 'All Saints Sunday: The great cloud of witnesses' })).toBeVisible();
    await expect(canvas.getByTitle('All Saints Sunday: The great cloud of witnesses')).toHaveAttribute(
      'src',
      'https://www.youtube-nocookie.com/embed/Hk3pR8vLq2M?rel=0&modestbranding=1',
    );
    const playlist = within(await canvas.findByRole('navigation', { name: 'Playlist' }));
    await expect(playlist.getByRole('link', { current: 'page' })).toHaveAccessibleName('All Saints Sunday: The great cloud of witnesses Now playing');
    await expect(document.title).toBe('All Saints Sunday: The great cloud of witnesses · Grace Community Church');
  },
};

export const Loading: Story = {
  parameters: { msw: { handlers: { video: videoItemLoading() } } } satisfies ChurchStoryParameters,
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('Loading the video');
  },
};

/** The video has come; the playlist beside it is still on its way. */
export const PlaylistLoading: Story = {
  parameters: { msw: { handlers: { playlist: videoListLoading() } } } satisfies ChurchStoryParameters,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: 'All Saints Sunday: The great cloud of witnesses' })).toBeVisible();
    await expect(canvas.getByRole('status')).toHaveTextContent('Loading the playlist');
  },
};

export const PlaylistFailed: Story = {
  parameters: { msw: { handlers: { playlist: videoListFailing() } } } satisfies ChurchStoryParameters,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('alert')).toHaveTextContent('An error occurred while fetching the data. Please try again.');
    await expect(canvas.getByRole('heading', { level: 1, name: 'All Saints Sunday: The great cloud of witnesses' })).toBeVisible();
  },
};

export const NotFound: Story = {
  parameters: { route: '/videos/no-such-video' } satisfies ChurchStoryParameters,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'Content not found' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Back to videos' })).toHaveAttribute('href', '/videos');
  },
};

export const Failed: Story = {
  parameters: { msw: { handlers: { video: videoItemFailing() } } } satisfies ChurchStoryParameters,
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('alert')).toHaveTextContent('An error occurred while fetching the data. Please try again.');
  },
};
