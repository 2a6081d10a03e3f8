import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import type { ChurchStoryParameters } from '@church/testing/mock-api';
import { praiseSong, praiseSongFailing, praiseSongLoading } from '../mocks/praise-api';
import { praisePaths } from '../paths';
import { SongPage } from './song-page';

/** `/praise/{id}`: a song on a page of its own, where a service's songs on the schedule lead. */
const meta = {
  title: 'Praise/SongPage',
  component: SongPage,
  parameters: { route: '/praise/11', routePath: praisePaths.song.path, msw: { handlers: { song: praiseSong() } } } satisfies ChurchStoryParameters,
} satisfies Meta<typeof SongPage>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The song as the page's heading, moved up two semitones: G to A, its chords spelled in A. */
export const Transposed: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Amazing Grace' })).toBeVisible();
    const key = canvas.getByRole('status', { name: /^Key:/ });
    await expect(key).toHaveTextContent('G');
    await userEvent.click(canvas.getByRole('button', { name: 'A semitone up' }));
    await userEvent.click(canvas.getByRole('button', { name: 'A semitone up' }));
    await expect(key).toHaveTextContent('A');
    // "That saved a wretch like me!" was G, D/F♯: now A, E/G♯.
    const line = canvas.getByText('saved a wretch like').closest('p') as HTMLElement;
    await expect(line).toHaveTextContent('E/G♯');
    await expect(document.title).toBe('Amazing Grace · Grace Community Church');
  },
};

/** An address that is no song of the church: §8's message under the page's heading. */
export const NotFound: Story = {
  parameters: { route: '/praise/999' } satisfies ChurchStoryParameters,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('The music info could not be fetched.')).toBeVisible();
    await expect(canvas.getByRole('heading', { level: 1, name: 'Song' })).toBeVisible();
  },
};

/** An address whose id could be no song's. */
export const NotAnId: Story = {
  parameters: { route: '/praise/abc' } satisfies ChurchStoryParameters,
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('The music info could not be fetched.')).toBeVisible();
  },
};

export const Failed: Story = {
  parameters: { msw: { handlers: { song: praiseSongFailing() } } } satisfies ChurchStoryParameters,
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('The music info could not be fetched.', {}, { timeout: 5000 })).toBeVisible();
  },
};

export const Loading: Story = {
  parameters: { msw: { handlers: { song: praiseSongLoading() } } } satisfies ChurchStoryParameters,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('status')).toHaveTextContent('Loading the song');
    await expect(canvas.getByRole('heading', { level: 1, name: 'Song' })).toBeVisible();
  },
};
