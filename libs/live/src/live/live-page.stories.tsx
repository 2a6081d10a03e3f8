import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import type { ChurchStoryParameters } from '@church/testing/mock-api';
import {
  currentBroadcast,
  currentBroadcastFailing,
  currentBroadcastLoading,
  lastBroadcast,
  liveHls,
  liveVimeo,
  liveYoutube,
  upcomingBroadcasts,
  upcomingBroadcastsFailing,
  upcomingBroadcastsLoading,
} from '../mocks/live-api';
import { livePaths } from '../paths';
import { LivePage } from './live-page';

const meta = {
  title: 'Live/LivePage',
  component: LivePage,
  parameters: {
    route: '/live',
    routePath: livePaths.live.path,
    msw: { handlers: { current: currentBroadcast(), upcoming: upcomingBroadcasts() } },
  } satisfies ChurchStoryParameters,
} satisfies Meta<typeof LivePage>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The service on now, an MP4 in the browser's own player, with the upcoming broadcasts beside it. */
export const LiveMp4: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Live' })).toBeVisible();
    await expect(await canvas.findByRole('heading', { level: 2, name: 'Worship and the Word, live' })).toBeVisible();
    const stage = canvas.getByRole('region', { name: 'Broadcast' });
    await expect(within(stage).getByText('Live', { selector: 'span' })).toBeVisible();
    await expect(stage.querySelector('video')).toHaveAttribute('src', '/demo/live/service.mp4');
    await expect(stage.querySelector('video')).toHaveAttribute('controls');
    await expect(canvas.getByText('On since Sun, Nov 29, 2026, 10:50 AM')).toBeVisible();
    await expect(canvas.getByText('Passage: John 3:16-21')).toBeVisible();
    const upcoming = canvas.getByRole('region', { name: 'Upcoming broadcasts' });
    const items = await within(upcoming).findAllByRole('listitem');
    await expect(items).toHaveLength(2);
    await expect(items[0]).toHaveTextContent('Midweek Prayer Meeting');
    await expect(items[0]).toHaveTextContent('Wed, Dec 2, 2026, 6:50 PM');
  },
};

/** A YouTube stream: the privacy-respecting embed, named by the service. */
export const LiveYoutube: Story = {
  parameters: { msw: { handlers: { current: currentBroadcast(liveYoutube) } } } satisfies ChurchStoryParameters,
  play: async ({ canvasElement }) => {
    const frame = await within(canvasElement).findByTitle('Worship and the Word, live');
    await expect(frame.tagName).toBe('IFRAME');
    await expect(frame).toHaveAttribute('src', 'https://www.youtube-nocookie.com/embed/Hk3pR8vLq2M?rel=0&modestbranding=1');
  },
};

export const LiveVimeo: Story = {
  parameters: { msw: { handlers: { current: currentBroadcast(liveVimeo) } } } satisfies ChurchStoryParameters,
  play: async ({ canvasElement }) => {
    const frame = await within(canvasElement).findByTitle('Worship and the Word, live');
    await expect(frame).toHaveAttribute('src', 'https://player.vimeo.com/video/887412356?dnt=1&title=0&byline=0');
  },
};

/** An HLS stream: a `<video>` that plays it natively or through hls.js (jsdom has neither: the story shows the way out). */
export const LiveHls: Story = {
  parameters: { msw: { handlers: { current: currentBroadcast(liveHls) } } } satisfies ChurchStoryParameters,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 2, name: 'Worship and the Word, live' })).toBeVisible();
    const stage = canvas.getByRole('region', { name: 'Broadcast' });
    await expect(stage.querySelector('video, [role="alert"]')).not.toBeNull();
  },
};

/** Nothing on now: the last broadcast, tagged so. */
export const LastBroadcast: Story = {
  parameters: { msw: { handlers: { current: currentBroadcast(lastBroadcast) } } } satisfies ChurchStoryParameters,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 2, name: 'Sunday Morning Worship' })).toBeVisible();
    await expect(canvas.getByText('Last broadcast')).toBeVisible();
    await expect(canvas.getByText('Broadcast on Sun, Nov 22, 2026, 8:50 AM')).toBeVisible();
    await expect(canvas.getByText('Passage: Psalm 23')).toBeVisible();
  },
};

/** §8 "church has no live broadcast". */
export const NoBroadcast: Story = {
  parameters: { msw: { handlers: { current: currentBroadcast(null), upcoming: upcomingBroadcasts([]) } } } satisfies ChurchStoryParameters,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 2, name: 'This church has no live broadcast' })).toBeVisible();
    await expect(await canvas.findByText('No broadcasts are scheduled yet.')).toBeVisible();
  },
};

export const Loading: Story = {
  parameters: { msw: { handlers: { current: currentBroadcastLoading(), upcoming: upcomingBroadcastsLoading() } } } satisfies ChurchStoryParameters,
  play: async ({ canvasElement }) => {
    const statuses = within(canvasElement).getAllByRole('status');
    await expect(statuses[0]).toHaveTextContent('Loading the broadcast');
    await expect(statuses[1]).toHaveTextContent('Loading the upcoming broadcasts');
  },
};

/** §8's data-load message, for the broadcast and for the upcoming list apart. */
export const Failed: Story = {
  parameters: { msw: { handlers: { current: currentBroadcastFailing(), upcoming: upcomingBroadcastsFailing() } } } satisfies ChurchStoryParameters,
  play: async ({ canvasElement }) => {
    const alerts = await within(canvasElement).findAllByRole('alert');
    await expect(alerts).toHaveLength(2);
    await expect(alerts[0]).toHaveTextContent('An error occurred while fetching the data. Please try again.');
  },
};
