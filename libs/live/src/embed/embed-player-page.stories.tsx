import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import type { ChurchStoryParameters } from '@church/testing/mock-api';
import {
  broadcastByIdLoading,
  broadcastsById,
  currentBroadcast,
  currentBroadcastLoading,
  currentBroadcastRecovering,
  lastBroadcast,
  pastBroadcast,
} from '../mocks/live-api';
import { livePaths } from '../paths';
import { EmbedPlayerPage } from './embed-player-page';

const NOCOOKIE = 'https://www.youtube-nocookie.com/embed/Hk3pR8vLq2M?rel=0&modestbranding=1';
const VIMEO_DNT = 'https://player.vimeo.com/video/887412356?dnt=1&title=0&byline=0';
const recovering = currentBroadcastRecovering();

/** The route a story opens: /embed/player with the given query. */
const at = (query?: Parameters<typeof livePaths.embedPlayer.href>[0]) => ({ route: livePaths.embedPlayer.href(query) }) satisfies ChurchStoryParameters;

/** /embed/player in another site's frame. */
const meta = {
  title: 'Live/EmbedPlayerPage',
  component: EmbedPlayerPage,
  parameters: {
    route: livePaths.embedPlayer.href(),
    routePath: livePaths.embedPlayer.path,
    msw: { handlers: { current: currentBroadcast(), byId: broadcastsById() } },
  } satisfies ChurchStoryParameters,
} satisfies Meta<typeof EmbedPlayerPage>;
export default meta;
type Story = StoryObj<typeof meta>;

/** No query: the service on now (an MP4 in the browser's own player), tagged live, with its title. */
export const CurrentLive: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Broadcast' })).toBeInTheDocument();
    await expect(await canvas.findByRole('heading', { level: 2, name: 'Worship and the Word, live' })).toBeVisible();
    await expect(canvas.getByText('Live', { selector: 'span' })).toBeVisible();
    await expect(canvas.getByText('On since Sun, Nov 29, 2026, 10:50 AM')).toBeVisible();
    await expect(canvasElement.querySelector('video')).toHaveAttribute('src', '/demo/live/service.mp4');
  },
};

/** Nothing on now: the last broadcast (Vimeo, through its do-not-track player), tagged so. */
export const CurrentLastBroadcast: Story = {
  parameters: { msw: { handlers: { current: currentBroadcast(lastBroadcast) } } } satisfies ChurchStoryParameters,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByTitle('Sunday Morning Worship')).toHaveAttribute('src', VIMEO_DNT);
    await expect(canvas.getByRole('heading', { level: 2, name: 'Sunday Morning Worship' })).toBeVisible();
    await expect(canvas.getByText('Last broadcast')).toBeVisible();
    await expect(canvas.getByText('Broadcast on Sun, Nov 22, 2026, 8:50 AM')).toBeVisible();
  },
};

/** §8 "church has no live broadcast". */
export const NeverBroadcast: Story = {
  parameters: { msw: { handlers: { current: currentBroadcast(null) } } } satisfies ChurchStoryParameters,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 2, name: 'This church has no live broadcast' })).toBeVisible();
    await expect(canvas.getByText('When a service is broadcast, it will be here.')).toBeVisible();
  },
};

export const Loading: Story = {
  parameters: { msw: { handlers: { current: currentBroadcastLoading() } } } satisfies ChurchStoryParameters,
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('Loading the broadcast');
  },
};

/** §8's data-load message; Try again asks again and plays what comes. */
export const FailedThenTryAgain: Story = {
  parameters: { msw: { handlers: { current: recovering.handler } } } satisfies ChurchStoryParameters,
  beforeEach: () => recovering.fail(),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('alert')).toHaveTextContent('An error occurred while fetching the data. Please try again.');
    recovering.recover();
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    await expect(await canvas.findByRole('heading', { level: 2, name: 'Worship and the Word, live' })).toBeVisible();
    await expect(canvas.queryByRole('alert')).toBeNull();
  },
};

/** `service`: that broadcast of the church, a past one on YouTube through the no-cookie embed. */
export const Service: Story = {
  parameters: at({ service: pastBroadcast.id }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByTitle('Sunday Evening Service')).toHaveAttribute('src', NOCOOKIE);
    await expect(canvas.getByRole('heading', { level: 2, name: 'Sunday Evening Service' })).toBeVisible();
    await expect(canvas.getByText('Past broadcast')).toBeVisible();
    await expect(canvas.getByText('Broadcast on Sun, Nov 15, 2026, 5:50 PM')).toBeVisible();
  },
};

/** `service` and the others: the service wins (then url, code, html). */
export const ServiceBeforeTheOthers: Story = {
  parameters: at({ service: pastBroadcast.id, url: 'https://vimeo.com/887412356', code: 'Aa3pR8vLq2M', html: '<iframe src="https://youtu.be/Bb3pR8vLq2M"></iframe>' }),
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByTitle('Sunday Evening Service')).toHaveAttribute('src', NOCOOKIE);
    await expect(canvasElement.querySelectorAll('iframe')).toHaveLength(1);
  },
};

export const ServiceLoading: Story = {
  parameters: { ...at({ service: 4 }), msw: { handlers: { byId: broadcastByIdLoading() } } } satisfies ChurchStoryParameters,
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('Loading the broadcast');
  },
};

/** Another church's broadcast, or one that does not exist: the server's 404. */
export const ServiceNotFound: Story = {
  parameters: at({ service: 999 }),
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('alert')).toHaveTextContent('This broadcast could not be found.');
  },
};

/** A `service` no broadcast could have: not asked for. */
export const ServiceMalformed: Story = {
  parameters: { route: '/embed/player?service=grace' } satisfies ChurchStoryParameters,
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent('This broadcast could not be found.');
  },
};

/** `url` of a YouTube video: the privacy-respecting embed, by its id alone. */
export const UrlYoutube: Story = {
  parameters: at({ url: 'https://www.youtube.com/watch?v=Hk3pR8vLq2M&t=30' }),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByTitle('Broadcast of Grace Community Church')).toHaveAttribute('src', NOCOOKIE);
  },
};

export const UrlVimeo: Story = {
  parameters: at({ url: 'https://vimeo.com/887412356' }),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByTitle('Broadcast of Grace Community Church')).toHaveAttribute('src', VIMEO_DNT);
  },
};

/** `url` of an .m3u8: HLS, natively or through hls.js (jsdom has neither: the story shows the way out). */
export const UrlHls: Story = {
  parameters: at({ url: 'https://stream.example.org/grace/live.m3u8' }),
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('video, [role="alert"]')).not.toBeNull();
    await expect(canvasElement.querySelector('iframe')).toBeNull();
  },
};

/** Any other https `url`: a video file in the browser's own player. */
export const UrlFile: Story = {
  parameters: at({ url: 'https://cdn.example.org/grace/service.mp4' }),
  play: async ({ canvasElement }) => {
    const video = canvasElement.querySelector('video');
    await expect(video).toHaveAttribute('src', 'https://cdn.example.org/grace/service.mp4');
    await expect(video).toHaveAttribute('aria-label', 'Broadcast of Grace Community Church');
  },
};

/** A `url` that is not https: refused with a message, and never put in the page. */
export const UrlNotHttps: Story = {
  parameters: at({ url: 'http://cdn.example.org/grace/service.mp4' }),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent('This address cannot be played here: only secure addresses (https://) are accepted.');
    await expect(canvasElement.querySelector('video, iframe, a')).toBeNull();
    await expect(canvasElement.innerHTML).not.toContain('cdn.example.org');
  },
};

/** `code`: a YouTube video id, through the no-cookie embed. */
export const Code: Story = {
  parameters: at({ code: 'Hk3pR8vLq2M' }),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByTitle('Broadcast of Grace Community Church')).toHaveAttribute('src', NOCOOKIE);
  },
};

export const CodeInvalid: Story = {
  parameters: at({ code: 'Hk3pR8"><b>x' }),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent('This is not the code of a YouTube video.');
    await expect(canvasElement.querySelector('iframe, b')).toBeNull();
  },
};

/** `html`: a provider's snippet; its first iframe's YouTube video plays through the no-cookie embed, the snippet itself never. */
export const HtmlSnippet: Story = {
  parameters: at({
    html: '<iframe width="560" height="315" src="https://www.youtube.com/embed/Hk3pR8vLq2M?si=x" title="YouTube video player" onload="alert(1)"></iframe><script>alert(2)</script>',
  }),
  play: async ({ canvasElement }) => {
    const frame = await within(canvasElement).findByTitle('Broadcast of Grace Community Church');
    await expect(frame).toHaveAttribute('src', NOCOOKIE);
    await expect(frame).not.toHaveAttribute('onload');
    await expect(canvasElement.querySelectorAll('iframe')).toHaveLength(1);
    await expect(canvasElement.querySelector('script')).toBeNull();
  },
};

/** A snippet of another provider (or with no iframe): not played, and nothing of it in the page. */
export const HtmlOtherProvider: Story = {
  parameters: at({ html: '<iframe src="https://www.facebook.com/plugins/video.php?href=x"></iframe><img src="https://tracker.example.org/pixel.gif">' }),
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('alert')).toHaveTextContent('The broadcast could not be played here.');
    await expect(canvasElement.querySelector('iframe, img, a')).toBeNull();
  },
};
