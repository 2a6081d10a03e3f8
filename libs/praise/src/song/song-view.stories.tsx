import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { storyLyricSong, storyScoreSong, storySong } from '../mocks/praise-api';
import { SongView } from './song-view';

/** A song as the congregation and musicians read it (§3 "Praise", §4 "Praise adjustments"). */
const meta = {
  title: 'Praise/SongView',
  component: SongView,
  args: { song: storySong },
} satisfies Meta<typeof SongView>;
export default meta;
type Story = StoryObj<typeof meta>;

const chordsOf = (canvasElement: HTMLElement) =>
  [...canvasElement.querySelectorAll('p > span > span:first-child')].map((chord) => chord.textContent?.trim()).filter((chord) => chord && chord !== '\u00a0');

/** Chords over the words in the written key, sections labelled. */
export const Chords: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Amazing Grace' })).toBeVisible();
    await expect(canvas.getByRole('status', { name: 'Key: G' })).toHaveTextContent('G');
    await expect(chordsOf(canvasElement).slice(0, 5)).toEqual(['G', 'G7', 'C', 'G', 'D/F♯']);
    await expect(canvas.getByText('Verse 1')).toBeVisible();
    await expect(canvas.getByText('Chorus')).toBeVisible();
    await expect(canvas.getByText('All together')).toBeVisible();
  },
};

/** How many times a text appears in the song as shown. */
const occurrencesOf = (canvasElement: HTMLElement, text: string) => (canvasElement.textContent ?? '').split(text).length - 1;

/** The author once: the subtitle names him ("John Newton, 1779"), so the line below gives the rhythm and group only. */
export const AuthorOnce: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('John Newton, 1779')).toBeVisible();
    await expect(canvas.getByText('3/4 · Hymns')).toBeVisible();
    await expect(occurrencesOf(canvasElement, 'John Newton')).toBe(1);
  },
};

/** A subtitle that does not name the author: the author once, on the line below it. */
export const AuthorBelowTheSubtitle: Story = {
  args: { song: { ...storySong, subtitulo: 'Words of 1779' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Words of 1779')).toBeVisible();
    await expect(canvas.getByText('John Newton · 3/4 · Hymns')).toBeVisible();
    await expect(occurrencesOf(canvasElement, 'John Newton')).toBe(1);
  },
};

/** A semitone down from G is G♭ (going down, the flat side); two is F: the key's signature spells B♭, never A♯, and the slash bass moves with it (D/F♯ → C/E). */
export const TransposedToF: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const down = canvas.getByRole('button', { name: 'A semitone down' });
    await userEvent.click(down);
    await expect(canvas.getByRole('status')).toHaveTextContent('G♭');
    await userEvent.click(down);
    await expect(canvas.getByRole('status')).toHaveTextContent(/^F$/);
    const chords = chordsOf(canvasElement);
    await expect(chords).toContain('B♭');
    await expect(chords).toContain('C/E');
    await expect(chords.join(' ')).not.toMatch(/A♯|#/);
    await userEvent.click(canvas.getByRole('button', { name: 'Original key' }));
    await expect(canvas.getByRole('status')).toHaveTextContent(/^G$/);
    await expect(canvas.getByRole('button', { name: 'Original key' })).toBeDisabled();
  },
};

/** One semitone up from G is A♭ (four flats), not G♯. */
export const TransposedUp: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'A semitone up' }));
    await expect(canvas.getByRole('status')).toHaveTextContent('A♭');
    await expect(chordsOf(canvasElement).slice(0, 5)).toEqual(['A♭', 'A♭7', 'D♭', 'A♭', 'E♭/G']);
  },
};

/** A capo on the 2nd fret of a song in A: the shapes of G, and a note that says so. */
export const Capo: Story = {
  args: { song: { ...storySong, tom: 'A', conteudo: storySong.conteudo } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'Capo' }), '2');
    await expect(canvas.getByText('Capo on fret 2: play the shapes of G; it sounds in A.')).toBeVisible();
    await expect(canvas.getByRole('status')).toHaveTextContent(/^A$/);
  },
};

/** Nashville numbers for the band: G is 1, C is 4, D/F♯ is 5/7. */
export const Numbers: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Numbers (Nashville)' }));
    await expect(chordsOf(canvasElement).slice(0, 5)).toEqual(['1', '17', '4', '1', '5/7']);
  },
};

/** The words alone, and the text size within §4's limits: it grows by 0.03 and shrinks by 0.05 only while strictly between 0.7 and 1.5. */
export const LyricsAndZoom: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Lyrics' }));
    await expect(canvas.getByRole('button', { name: 'Lyrics' })).toHaveAttribute('aria-pressed', 'true');
    await expect(canvas.getByText('Amazing grace! How sweet the sound')).toBeVisible();
    await expect(chordsOf(canvasElement)).toEqual([]);
    const article = canvasElement.querySelector('article') as HTMLElement;
    await userEvent.click(canvas.getByRole('button', { name: 'Larger text' }));
    await expect(article.style.getPropertyValue('--song-zoom')).toBe('1.03');
    for (let step = 0; step < 10; step += 1) await userEvent.click(canvas.getByRole('button', { name: 'Smaller text' }));
    // 1.03 → 0.98 … 0.73; the next step would be 0.68, outside the range: it stays.
    await expect(article.style.getPropertyValue('--song-zoom')).toBe('0.73');
  },
};

/** A song with words and no chords opens as lyrics, with no key controls. */
export const LyricOnly: Story = {
  args: { song: storyLyricSong },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Amazing grace! How sweet the sound')).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'A semitone up' })).toBeNull();
    await expect(canvas.queryByRole('group', { name: 'Show the song as' })).toBeNull();
  },
};

/** A song with only a score file shows the file. */
export const ScoreOnly: Story = {
  args: { song: storyScoreSong },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('img', { name: 'Amazing Grace — the melody' })).toHaveAttribute('src', '/demo/praise/amazing-grace-melody.svg');
    await expect(canvas.getByRole('link', { name: 'Open Amazing Grace — the melody' })).toBeVisible();
  },
};
