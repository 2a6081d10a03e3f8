import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { storyLivePanelProps } from '@church/testing/live-panel-props';
import type { ChurchStoryParameters } from '@church/testing/mock-api';
import { praiseSetlist, praiseSetlistFailing, praiseSetlistLoading, praiseSong, praiseSongFailing } from '../mocks/praise-api';
import { SongsPanel } from './songs-panel';

const props = storyLivePanelProps();

/** The live page's Songs panel: the service's setlist, a song opening in place. */
const meta = {
  title: 'Praise/SongsPanel',
  component: SongsPanel,
  args: props,
  parameters: { route: '/live', msw: { handlers: { setlist: praiseSetlist(), song: praiseSong() } } } satisfies ChurchStoryParameters,
} satisfies Meta<typeof SongsPanel>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The setlist in order; a song opens with its chords, and the way back. */
export const Setlist: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const items = await canvas.findAllByRole('listitem');
    await expect(items.map((item) => item.textContent)).toEqual(['Amazing GraceJohn Newton · Key of G', 'Holy, Holy, HolyReginald Heber · Key of D']);
    await userEvent.click(canvas.getByRole('button', { name: /Amazing Grace/ }));
    await expect(await canvas.findByRole('heading', { name: 'Amazing Grace' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Back to the songs' }));
    await expect(await canvas.findByRole('button', { name: /Holy, Holy, Holy/ })).toBeVisible();
  },
};

/** A song that cannot be fetched says §8's message, and the way back stays. */
export const SongFails: Story = {
  parameters: { msw: { handlers: { song: praiseSongFailing() } } } satisfies ChurchStoryParameters,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: /Amazing Grace/ }));
    await expect(await canvas.findByText('The music info could not be fetched.')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Back to the songs' })).toBeVisible();
  },
};

export const NoSongs: Story = {
  parameters: { msw: { handlers: { setlist: praiseSetlist([]) } } } satisfies ChurchStoryParameters,
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('This service has no songs listed.')).toBeVisible();
  },
};

export const NoBroadcast: Story = {
  args: { ...props, broadcastId: null },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('No songs for now.')).toBeVisible();
  },
};

export const Loading: Story = {
  parameters: { msw: { handlers: { setlist: praiseSetlistLoading() } } } satisfies ChurchStoryParameters,
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('Loading the songs');
  },
};

export const Failing: Story = {
  parameters: { msw: { handlers: { setlist: praiseSetlistFailing() } } } satisfies ChurchStoryParameters,
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('An error occurred while fetching the data. Please try again.')).toBeVisible();
  },
};
