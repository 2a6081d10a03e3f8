import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fireEvent, fn, userEvent, waitFor, within } from 'storybook/test';
import { AudioPlayer } from './audio-player';

/** jsdom cannot play media: play() and pause() fire their events, as a browser's do. */
function fakeMediaPlayback() {
  const { play, pause } = HTMLMediaElement.prototype;
  const played = fn();
  HTMLMediaElement.prototype.play = function fakePlay(this: HTMLMediaElement) {
    played(this.getAttribute('src'));
    this.dispatchEvent(new Event('play'));
    return Promise.resolve();
  };
  HTMLMediaElement.prototype.pause = function fakePause(this: HTMLMediaElement) {
    this.dispatchEvent(new Event('pause'));
  };
  return {
    played,
    restore: () => {
      HTMLMediaElement.prototype.play = play;
      HTMLMediaElement.prototype.pause = pause;
    },
  };
}

let playback: ReturnType<typeof fakeMediaPlayback>;

const meta = {
  title: 'Shell/AudioPlayer',
  component: AudioPlayer,
  args: {
    track: {
      id: 'grace-podcast-14',
      title: 'Thanksgiving stories',
      src: '/demo/podcast/grace/episode-14.wav',
      show: 'Grace Notes',
      image: null,
    },
    onClose: fn(),
  },
  beforeEach: () => {
    playback = fakeMediaPlayback();
    return playback.restore;
  },
} satisfies Meta<typeof AudioPlayer>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Playing: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const player = within(canvas.getByRole('region', { name: 'Audio player' }));
    await expect(player.getByText('Thanksgiving stories')).toBeVisible();
    await expect(player.getByText('Grace Notes')).toBeVisible();
    await expect(canvasElement.querySelector('audio')).toHaveAttribute('src', '/demo/podcast/grace/episode-14.wav');
    await expect(playback.played).toHaveBeenCalledWith('/demo/podcast/grace/episode-14.wav');
    await expect(await player.findByRole('button', { name: 'Pause: Thanksgiving stories' })).toBeVisible();
    await expect(player.getByRole('slider', { name: 'Position in the episode' })).toHaveAttribute('aria-valuetext', '0:00 of 0:00');
  },
};

export const PauseAndPlayWithTheKeyboard: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const pause = await canvas.findByRole('button', { name: 'Pause: Thanksgiving stories' });
    pause.focus();
    await userEvent.keyboard('{Enter}');
    const resume = await canvas.findByRole('button', { name: 'Play: Thanksgiving stories' });
    await expect(resume).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(await canvas.findByRole('button', { name: 'Pause: Thanksgiving stories' })).toBeVisible();
  },
};

export const SeekOnceTheDurationIsKnown: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const audio = canvasElement.querySelector('audio') as HTMLAudioElement;
    Object.defineProperty(audio, 'duration', { configurable: true, value: 125 });
    audio.dispatchEvent(new Event('loadedmetadata'));
    const slider = canvas.getByRole('slider', { name: 'Position in the episode' });
    await waitFor(() => expect(slider).toBeEnabled());
    await expect(canvas.getByText('0:00 / 2:05')).toBeVisible();
    // A browser moves a range input with the arrow keys; jsdom does not, so change it directly.
    fireEvent.change(slider, { target: { value: '61' } });
    await expect(audio.currentTime).toBe(61);
    await waitFor(() => expect(slider).toHaveAttribute('aria-valuetext', '1:01 of 2:05'));
  },
};

export const Close: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Close the player' }));
    await expect(args.onClose).toHaveBeenCalledOnce();
  },
};

export const AnEpisodeThatCannotPlay: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    canvasElement.querySelector('audio')?.dispatchEvent(new Event('error'));
    await expect(await canvas.findByRole('alert')).toHaveTextContent('This episode could not be played.');
    await expect(canvas.getByRole('button', { name: 'Play: Thanksgiving stories' })).toBeVisible();
  },
};
