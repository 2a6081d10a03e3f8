import type { Meta, StoryObj } from '@storybook/react-vite';
import { CalendarDays, Newspaper } from 'lucide-react';
import { expect } from 'storybook/test';
import { MediaArtwork } from './media-artwork';

const meta = {
  title: 'UI/MediaArtwork',
  component: MediaArtwork,
  args: { Icon: CalendarDays, seed: 0 },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: '20rem' }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof MediaArtwork>;
export default meta;
type Story = StoryObj<typeof meta>;

/** An event without a picture: the 16:9 box a picture would fill, hidden from assistive technology. */
export const Event: Story = {
  play: async ({ canvasElement }) => {
    const artwork = canvasElement.querySelector('[data-variant]') as HTMLElement;
    await expect(artwork).toHaveAttribute('aria-hidden', 'true');
    await expect(artwork.querySelector('svg')).not.toBeNull();
    // The box is the stylesheet's 16:9 unless a ratio is given.
    await expect(artwork.style.aspectRatio).toBe('');
  },
};

/** Each seed one of four looks, so a row of items without pictures is not one picture repeated. */
export const Looks: Story = {
  render: () => (
    <div style={{ display: 'grid', gap: '0.5rem', gridTemplateColumns: 'repeat(2, 1fr)' }}>
      {[0, 1, 2, 3].map((seed) => (
        <MediaArtwork key={seed} Icon={Newspaper} seed={seed} />
      ))}
    </div>
  ),
  play: async ({ canvasElement }) => {
    const looks = [...canvasElement.querySelectorAll('[data-variant]')].map((element) => element.getAttribute('data-variant'));
    await expect(looks).toEqual(['0', '1', '2', '3']);
  },
};

/** A cover's box (a publication's 40:21), given as the ratio. */
export const CoverRatio: Story = {
  args: { Icon: Newspaper, ratio: '40 / 21' },
  play: async ({ canvasElement }) => {
    await expect((canvasElement.querySelector('[data-variant]') as HTMLElement).style.aspectRatio).toBe('40 / 21');
  },
};
