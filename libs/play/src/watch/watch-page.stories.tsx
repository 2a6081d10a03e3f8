import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import type { ChurchStoryParameters } from '@church/testing/mock-api';
import { contentItem, contentItemLoading } from '../mocks/play-api';
import {
  DEMO_HLS,
  DEMO_MP4,
  media,
  mediaFailing,
  mediaNotFound,
  mediaSubscriptionNeeded,
  progress,
  progressFailing,
  sampleCaptions,
  sampleMedia,
} from '../mocks/watch-api';
import { playPaths } from '../paths';
import type { ProgressBody } from './playback-rules';
import { WatchPage } from './watch-page';

/** What the page kept of the member's progress in this story, and whether each was sent as the page went away. */
const saved: (ProgressBody & { keepalive: boolean })[] = [];
const keepProgress = progress(undefined, { onSave: (body, keepalive) => saved.push({ ...body, keepalive }) });

const meta = {
  title: 'Play/WatchPage',
  component: WatchPage,
  parameters: {
    route: '/play/watch/4',
    routePath: playPaths.watch.path,
    session: 'member',
    msw: { handlers: { content: contentItem(), media: media(sampleMedia.mp4()), progress: keepProgress } },
  } satisfies ChurchStoryParameters,
  beforeEach: () => {
    saved.length = 0;
  },
} satisfies Meta<typeof WatchPage>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The page's `<video>`, once the player is there. */
async function findVideo(canvasElement: HTMLElement): Promise<HTMLVideoElement> {
  return (await within(canvasElement).findByLabelText('Lesson 2: Prayer', { selector: 'video' })) as HTMLVideoElement;
}

/** What the browser does as a video's metadata arrives (jsdom loads no media: the story says when). */
function metadataLoaded(video: HTMLVideoElement, duration = 1800) {
  Object.defineProperty(video, 'duration', { configurable: true, value: duration });
  video.dispatchEvent(new Event('loadedmetadata'));
}

/** A browser that plays HLS itself (Safari, iOS): the playlist goes into the element's `src`. */
function browserPlaysHls() {
  const original = HTMLMediaElement.prototype.canPlayType;
  HTMLMediaElement.prototype.canPlayType = function canPlayType(type: string) {
    return type === 'application/vnd.apple.mpegurl' ? 'maybe' : original.call(this, type);
  };
  return () => {
    HTMLMediaElement.prototype.canPlayType = original;
  };
}

/** A browser without HLS of its own nor Media Source Extensions, so that hls.js cannot play either (jsdom's case). */
function browserWithoutHls() {
  const names = ['MediaSource', 'WebKitMediaSource', 'ManagedMediaSource'] as const;
  const previous = names.map((name) => [name, Object.getOwnPropertyDescriptor(window, name)] as const);
  for (const name of names) Object.defineProperty(window, name, { configurable: true, writable: true, value: undefined });
  return () => {
    for (const [name, descriptor] of previous) {
      if (descriptor) Object.defineProperty(window, name, descriptor);
      else Reflect.deleteProperty(window, name);
    }
  };
}

/** An MP4 in the browser's own player, named by the video's title, with the way back to the video's page. */
export const Mp4: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const video = await findVideo(canvasElement);
    await expect(video).toHaveAttribute('src', DEMO_MP4);
    await expect(video).toHaveAttribute('controls');
    await expect(canvas.getByRole('heading', { level: 1, name: 'Lesson 2: Prayer' })).toBeVisible();
    await expect(canvas.getByText('Learning to pray with the Psalms.')).toBeVisible();
    await expect(canvas.getByRole('link', { name: "Back to the video's page" })).toHaveAttribute('href', '/play/video/4');
    await expect(document.title).toBe('Watch: Lesson 2: Prayer · Grace Community Church');
  },
};

/** HLS in a browser that plays it itself: the signed playlist address is the player's source. */
export const Hls: Story = {
  parameters: { msw: { handlers: { media: media(sampleMedia.hls()) } } } satisfies ChurchStoryParameters,
  beforeEach: browserPlaysHls,
  play: async ({ canvasElement }) => {
    const video = await findVideo(canvasElement);
    await waitFor(() => expect(video).toHaveAttribute('src', DEMO_HLS));
  },
};

/** HLS where neither the browser nor hls.js can play it: the member is told, with no pointless retry. */
export const HlsUnsupported: Story = {
  parameters: { msw: { handlers: { media: media(sampleMedia.hls()) } } } satisfies ChurchStoryParameters,
  beforeEach: browserWithoutHls,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('alert')).toHaveTextContent('This browser cannot play this video.');
    await expect(canvas.queryByRole('button', { name: 'Try again' })).toBeNull();
  },
};

/** A YouTube video: the privacy-respecting embed, named by the title. */
export const YouTube: Story = {
  parameters: { msw: { handlers: { media: media(sampleMedia.youtube()) } } } satisfies ChurchStoryParameters,
  play: async ({ canvasElement }) => {
    const frame = await within(canvasElement).findByTitle('Lesson 2: Prayer');
    await expect(frame).toHaveAttribute('src', 'https://www.youtube-nocookie.com/embed/Hk3pR8vLq2M?rel=0&modestbranding=1');
    await expect(canvasElement.querySelector('video')).toBeNull();
  },
};

/** A Vimeo video: Vimeo's player with do-not-track. */
export const Vimeo: Story = {
  parameters: { msw: { handlers: { media: media(sampleMedia.vimeo()) } } } satisfies ChurchStoryParameters,
  play: async ({ canvasElement }) => {
    const frame = await within(canvasElement).findByTitle('Lesson 2: Prayer');
    await expect(frame).toHaveAttribute('src', 'https://player.vimeo.com/video/887412356?dnt=1&title=0&byline=0');
  },
};

/** Captions: one track each, named in the page's language, for the player's captions menu. */
export const Captions: Story = {
  parameters: { msw: { handlers: { media: media(sampleMedia.mp4(DEMO_MP4, sampleCaptions)) } } } satisfies ChurchStoryParameters,
  play: async ({ canvasElement }) => {
    const video = await findVideo(canvasElement);
    const tracks = [...video.querySelectorAll('track')];
    await expect(tracks.map((track) => [track.kind, track.srclang, track.label, track.src])).toEqual([
      ['captions', 'pt-BR', 'Portuguese (Brazil)', sampleCaptions[0]?.endereco],
      ['captions', 'es', 'Spanish', sampleCaptions[1]?.endereco],
    ]);
  },
};

/** The member stopped at 12:34 last time: the player goes there once the video's metadata is loaded. */
export const ResumeFromProgress: Story = {
  parameters: { msw: { handlers: { progress: progress({ segundos: 754, concluido: false, dataAtualizacao: '2026-11-20T22:00:00.000Z' }) } } } satisfies ChurchStoryParameters,
  play: async ({ canvasElement }) => {
    const video = await findVideo(canvasElement);
    await expect(video.currentTime).toBe(0);
    metadataLoaded(video);
    await expect(video.currentTime).toBe(754);
  },
};

/** A video the member watched to its end starts again from the beginning. */
export const WatchedStartsOver: Story = {
  parameters: { msw: { handlers: { progress: progress({ segundos: 1795, concluido: true, dataAtualizacao: '2026-11-20T22:00:00.000Z' }) } } } satisfies ChurchStoryParameters,
  play: async ({ canvasElement }) => {
    const video = await findVideo(canvasElement);
    metadataLoaded(video);
    await expect(video.currentTime).toBe(0);
  },
};

/** Progress is kept on pause, and as watched at the end. */
export const SavesProgress: Story = {
  play: async ({ canvasElement }) => {
    const video = await findVideo(canvasElement);
    metadataLoaded(video);
    video.dispatchEvent(new Event('playing'));
    video.currentTime = 125.4;
    video.dispatchEvent(new Event('pause'));
    await waitFor(() => expect(saved).toEqual([{ segundos: 125, concluido: false, keepalive: false }]));
    video.dispatchEvent(new Event('playing'));
    video.currentTime = 1800;
    video.dispatchEvent(new Event('ended'));
    await waitFor(() => expect(saved).toHaveLength(2));
    await expect(saved[1]).toEqual({ segundos: 1800, concluido: true, keepalive: false });
  },
};

/** The member leaves the page while watching: where they were is sent so that it outlives the page. */
export const SavesOnLeaving: Story = {
  play: async ({ canvasElement }) => {
    const video = await findVideo(canvasElement);
    metadataLoaded(video);
    video.dispatchEvent(new Event('playing'));
    video.currentTime = 300;
    window.dispatchEvent(new Event('pagehide'));
    await waitFor(() => expect(saved).toEqual([{ segundos: 300, concluido: false, keepalive: true }]));
  },
};

/** Nothing is kept for a video the member opened and did not play. */
export const NothingSavedUnplayed: Story = {
  play: async ({ canvasElement }) => {
    const video = await findVideo(canvasElement);
    metadataLoaded(video);
    video.dispatchEvent(new Event('pause'));
    window.dispatchEvent(new Event('pagehide'));
    await new Promise((resolve) => setTimeout(resolve, 50));
    await expect(saved).toEqual([]);
  },
};

/** The signed address expired while the video was paused: a new one is asked for, and the player goes on from the same moment. */
export const RenewsExpiredAddress: Story = {
  parameters: { msw: { handlers: { media: media(sampleMedia.expiredMp4(), sampleMedia.mp4(`${DEMO_MP4}?renewed`)) } } } satisfies ChurchStoryParameters,
  play: async ({ canvasElement }) => {
    const video = await findVideo(canvasElement);
    metadataLoaded(video);
    video.currentTime = 300;
    video.dispatchEvent(new Event('error'));
    await waitFor(() => expect(video).toHaveAttribute('src', `${DEMO_MP4}?renewed`));
    await expect(await findVideo(canvasElement)).toBe(video);
    metadataLoaded(video);
    await expect(video.currentTime).toBe(300);
  },
};

/** The player fails with an address that has not expired: the member is told and may try again. */
export const PlaybackFailed: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const video = await findVideo(canvasElement);
    metadataLoaded(video);
    video.dispatchEvent(new Event('error'));
    await expect(await canvas.findByRole('alert')).toHaveTextContent('The video could not be played.');
    await expect(canvas.getByRole('button', { name: 'Try again' })).toBeEnabled();
  },
};

/** A member without a subscription: told so, with the way to the plans. */
export const SubscriptionNeeded: Story = {
  parameters: { msw: { handlers: { media: mediaSubscriptionNeeded() } } } satisfies ChurchStoryParameters,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'Subscribe to watch this video' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'See the plans' })).toHaveAttribute('href', '/play/plans');
    await expect(canvasElement.querySelector('video')).toBeNull();
  },
};

/** A collection is not watched itself: its page, with its videos, is offered instead (and no media is asked for). */
export const Collection: Story = {
  parameters: { route: '/play/watch/2', msw: { handlers: { media: null, progress: null } } } satisfies ChurchStoryParameters,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Foundations of Faith' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: "See the collection's videos" })).toHaveAttribute('href', '/play/collection/2');
  },
};

export const NotFound: Story = {
  parameters: { route: '/play/watch/99' } satisfies ChurchStoryParameters,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'Content not found' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Back to the videos' })).toHaveAttribute('href', '/play');
  },
};

/** A video without media to play answers 404 too. */
export const MediaNotFound: Story = {
  parameters: { msw: { handlers: { media: mediaNotFound() } } } satisfies ChurchStoryParameters,
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('heading', { name: 'Content not found' })).toBeVisible();
  },
};

/** An address that could be no id: not found, without asking. */
export const NotAnId: Story = {
  parameters: { route: '/play/watch/latest' } satisfies ChurchStoryParameters,
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('heading', { name: 'Content not found' })).toBeVisible();
  },
};

export const Loading: Story = {
  parameters: { msw: { handlers: { content: contentItemLoading() } } } satisfies ChurchStoryParameters,
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('Loading the video');
  },
};

/** The media cannot be read (twice: the query tries once more by itself): an error, and "Try again" asks again, which the server then answers. */
export const Failing: Story = {
  parameters: { msw: { handlers: { media: mediaFailing(2) } } } satisfies ChurchStoryParameters,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('alert')).toHaveTextContent('An error occurred while fetching the data. Please try again.');
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    await expect(await findVideo(canvasElement)).toHaveAttribute('src', DEMO_MP4);
  },
};

/** The member's progress cannot be read: the video plays from the beginning all the same. */
export const ProgressUnread: Story = {
  parameters: { msw: { handlers: { progress: progressFailing() } } } satisfies ChurchStoryParameters,
  play: async ({ canvasElement }) => {
    const video = await findVideo(canvasElement);
    metadataLoaded(video);
    await expect(video.currentTime).toBe(0);
  },
};
