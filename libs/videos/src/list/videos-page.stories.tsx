import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import type { ChurchStoryParameters } from '@church/testing/mock-api';
import { videoList, videoListFailing, videoListLoading } from '../mocks/videos-api';
import { videoPaths } from '../paths';
import { VideosPage } from './videos-page';

const meta = {
  title: 'Videos/VideosPage',
  component: VideosPage,
  parameters: {
    route: '/videos',
    routePath: videoPaths.list.path,
    msw: { handlers: { list: videoList() } },
  } satisfies ChurchStoryParameters,
} satisfies Meta<typeof VideosPage>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Loaded: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Videos' })).toBeVisible();
    await expect(await canvas.findByText('Sunday messages')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Mission Sunday: Lima update' })).toHaveAttribute('href', '/videos/887412356');
    await expect(document.title).toBe('Videos · Grace Community Church');
  },
};

export const Paged: Story = {
  parameters: { msw: { handlers: { list: videoList(undefined, { total: 30 }) } } } satisfies ChurchStoryParameters,
  play: async ({ canvasElement }) => {
    const pages = await within(canvasElement).findByRole('navigation', { name: 'Pages of videos' });
    await expect(within(pages).getByText('Page 1 of 3')).toBeVisible();
    const next = within(pages).getByRole('link', { name: 'Next' });
    await expect(next).toHaveAttribute('href', '/videos?page=2');
    await userEvent.click(next);
    await expect(await within(pages).findByText('Page 2 of 3')).toBeVisible();
  },
};

export const Loading: Story = {
  parameters: { msw: { handlers: { list: videoListLoading() } } } satisfies ChurchStoryParameters,
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('Loading videos');
  },
};

/** A church without a playlist yet. */
export const Empty: Story = {
  parameters: { msw: { handlers: { list: videoList([], { playlist: null }) } } } satisfies ChurchStoryParameters,
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('heading', { name: 'No videos yet' })).toBeVisible();
  },
};

export const Failed: Story = {
  parameters: { msw: { handlers: { list: videoListFailing() } } } satisfies ChurchStoryParameters,
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('alert')).toHaveTextContent('An error occurred while fetching the data. Please try again.');
  },
};
