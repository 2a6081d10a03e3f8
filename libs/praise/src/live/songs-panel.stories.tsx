import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { storyLivePanelProps } from '@church/testing/live-panel-props';
import type { ChurchStoryParameters } from '@church/testing/mock-api';
import { emitCurrentSong, FakeEventSource, mockEventSource, openStreams } from '../mocks/fake-event-source';
import {
  currentSongOf,
  noCurrentSong,
  praiseApi,
  praiseCurrentSong,
  praiseSetCurrentSong,
  praiseSetCurrentSongFailing,
  praiseSetlist,
  praiseSetlistFailing,
  praiseSetlistLoading,
  praiseSong,
  praiseSongFailing,
  staffRoles,
  storySetlist,
  storySong,
} from '../mocks/praise-api';
import { SongsPanel } from './songs-panel';

const props = storyLivePanelProps();
const [amazingGrace, holyHolyHoly] = storySetlist as [(typeof storySetlist)[number], (typeof storySetlist)[number]];
const holySong = { ...storySong, id: holyHolyHoly.id, titulo: holyHolyHoly.titulo, subtitulo: null, autor: holyHolyHoly.autor, tom: 'D' };

/** The live page's Songs panel: the service's setlist, a song opening in place. */
const meta = {
  title: 'Praise/SongsPanel',
  component: SongsPanel,
  args: props,
  parameters: {
    route: '/live',
    msw: { handlers: { setlist: praiseSetlist(), song: praiseSong([storySong, holySong]), current: praiseCurrentSong(), setCurrent: praiseSetCurrentSong() } },
  } satisfies ChurchStoryParameters,
  // The server's event stream, played by the stories (`emitCurrentSong`).
  beforeEach: () => mockEventSource(),
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

/** A viewer follows the service: the song staff mark opens by itself, announced; "Stop following" keeps them where they are. */
export const FollowingViewer: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findAllByRole('listitem');
    await waitFor(() => expect(openStreams()).toHaveLength(1));
    await expect(openStreams()[0]?.url).toMatch(/^\/api\/v1\/igreja\/[a-z0-9-]+\/transmissao\/7\/louvor-atual\/eventos$/);
    emitCurrentSong(currentSongOf(amazingGrace));
    await expect(await canvas.findByRole('heading', { name: 'Amazing Grace' })).toBeVisible();
    await expect(await canvas.findByText('Now singing: Amazing Grace')).toHaveAttribute('aria-live', 'polite');
    emitCurrentSong(currentSongOf(holyHolyHoly, '2026-11-29T11:10:00-05:00'));
    await expect(await canvas.findByRole('heading', { name: 'Holy, Holy, Holy' })).toBeVisible();
    await expect(await canvas.findByText('Now singing: Holy, Holy, Holy')).toHaveAttribute('aria-live', 'polite');

    await userEvent.click(canvas.getByRole('button', { name: 'Stop following' }));
    await expect(canvas.getByRole('button', { name: 'Follow the service' })).toHaveAttribute('aria-pressed', 'false');
    emitCurrentSong(currentSongOf(amazingGrace, '2026-11-29T11:15:00-05:00'));
    await expect(await canvas.findByText('Now singing: Amazing Grace')).toBeVisible();
    await expect(canvas.getByRole('heading', { name: 'Holy, Holy, Holy' })).toBeVisible();
    // Back in the list, the song being sung is marked.
    await userEvent.click(canvas.getByRole('button', { name: 'Back to the songs' }));
    const current = (await canvas.findAllByRole('listitem')).find((item) => item.getAttribute('aria-current') === 'true');
    await expect(current).toHaveTextContent('Being sung now');
    await expect(current).toHaveTextContent('Amazing Grace');
    // Following again opens the song being sung.
    await userEvent.click(canvas.getByRole('button', { name: 'Follow the service' }));
    await expect(await canvas.findByRole('heading', { name: 'Amazing Grace' })).toBeVisible();
    await expect(canvas.queryByRole('button', { name: /Sing now/ })).toBeNull();
  },
};

/** Staff see "Sing now" on each song and "Clear"; the list marks the song they chose. */
export const StaffView: Story = {
  parameters: { session: 'member', msw: { handlers: { roles: staffRoles() } } } satisfies ChurchStoryParameters,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const sing = await canvas.findByRole('button', { name: 'Sing now: Holy, Holy, Holy' });
    await expect(canvas.getByRole('button', { name: 'Sing now: Amazing Grace' })).toBeEnabled();
    await userEvent.click(sing);
    // Staff follow too: the song they marked opens.
    await expect(await canvas.findByRole('heading', { name: 'Holy, Holy, Holy' })).toBeVisible();
    await expect(await canvas.findByText('Now singing: Holy, Holy, Holy')).toHaveAttribute('aria-live', 'polite');
    await userEvent.click(canvas.getByRole('button', { name: 'Back to the songs' }));
    const current = (await canvas.findAllByRole('listitem')).find((item) => item.getAttribute('aria-current') === 'true');
    await expect(current).toHaveTextContent('Holy, Holy, Holy');
    await expect(canvas.queryByRole('button', { name: 'Sing now: Holy, Holy, Holy' })).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Clear the song being sung' }));
    await waitFor(() => expect(canvas.queryByRole('button', { name: 'Clear the song being sung' })).toBeNull());
    await expect(canvas.getAllByRole('listitem').filter((item) => item.getAttribute('aria-current') === 'true')).toHaveLength(0);
  },
};

/** A change the server refuses is said, and nothing is marked. */
export const StaffChangeFails: Story = {
  parameters: { session: 'member', msw: { handlers: { roles: staffRoles(), setCurrent: praiseSetCurrentSongFailing() } } } satisfies ChurchStoryParameters,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Sing now: Amazing Grace' }));
    await expect(await canvas.findByText('The song being sung could not be changed. Please try again.')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Sing now: Amazing Grace' })).toBeEnabled();
  },
};

/** A member who is not staff sees no staff controls. */
export const MemberView: Story = {
  parameters: { session: 'member' } satisfies ChurchStoryParameters,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findAllByRole('listitem');
    await expect(canvas.queryByRole('button', { name: /Sing now/ })).toBeNull();
  },
};

/** The stream fails again and again: the panel reads the current song from the API instead (at once, then every 10 s). */
let servedCurrentSong = noCurrentSong;
export const StreamError: Story = {
  parameters: {
    msw: { handlers: { current: praiseApi.get('/igreja/{slug}/transmissao/{id}/louvor-atual', ({ response }) => response(200).json(servedCurrentSong)) } },
  } satisfies ChurchStoryParameters,
  beforeEach: () => {
    servedCurrentSong = noCurrentSong;
    return mockEventSource();
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findAllByRole('listitem');
    await waitFor(() => expect(openStreams()).toHaveLength(1));
    const [stream] = openStreams();
    // Staff mark a song while the stream is down.
    servedCurrentSong = currentSongOf(amazingGrace);
    stream?.fail();
    stream?.fail();
    await expect(openStreams()).toHaveLength(1);
    stream?.fail();
    await waitFor(() => expect(stream?.readyState).toBe(FakeEventSource.CLOSED));
    await expect(await canvas.findByRole('heading', { name: 'Amazing Grace' })).toBeVisible();
    await expect(await canvas.findByText('Now singing: Amazing Grace')).toHaveAttribute('aria-live', 'polite');
    await expect(openStreams()).toHaveLength(0);
  },
};

/** After falling back to polling, the stream is opened again when the browser is back online, and follows the song again. */
export const StreamRetried: Story = {
  parameters: {
    msw: { handlers: { current: praiseApi.get('/igreja/{slug}/transmissao/{id}/louvor-atual', ({ response }) => response(200).json(noCurrentSong)) } },
  } satisfies ChurchStoryParameters,
  beforeEach: () => mockEventSource(),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findAllByRole('listitem');
    await waitFor(() => expect(openStreams()).toHaveLength(1));
    // The server refuses the stream (full): the panel polls.
    openStreams()[0]?.fail(true);
    await waitFor(() => expect(openStreams()).toHaveLength(0));
    // The browser is back online (said until the panel, now polling, hears it).
    await waitFor(() => {
      window.dispatchEvent(new Event('online'));
      expect(openStreams()).toHaveLength(1);
    });
    emitCurrentSong(currentSongOf(amazingGrace));
    await expect(await canvas.findByRole('heading', { name: 'Amazing Grace' })).toBeVisible();
  },
};

/** Without EventSource, the current song is read from the API (and read again every 10 s). */
export const WithoutEventSource: Story = {
  parameters: { msw: { handlers: { current: praiseCurrentSong(currentSongOf(amazingGrace)) } } } satisfies ChurchStoryParameters,
  beforeEach: () => mockEventSource({ available: false }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'Amazing Grace' })).toBeVisible();
    await expect(await canvas.findByText('Now singing: Amazing Grace')).toHaveAttribute('aria-live', 'polite');
  },
};
