import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import type { ChurchStoryParameters } from '@church/testing/mock-api';
import { praiseSong } from '../mocks/praise-api';
import { PraiseEmbedPage } from './praise-embed-page';

/** §2 "/embed/praise": a song for another page's frame, in the colour the embedding page asks for. */
const meta = {
  title: 'Praise/PraiseEmbedPage',
  component: PraiseEmbedPage,
  parameters: { route: '/embed/praise?praiseId=11&embedColor=0a7d3b', msw: { handlers: { song: praiseSong() } } } satisfies ChurchStoryParameters,
} satisfies Meta<typeof PraiseEmbedPage>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Song: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'Amazing Grace' })).toBeVisible();
    await expect((canvasElement.querySelector('main') as HTMLElement).style.getPropertyValue('--church-primary')).toBe('#0a7d3b');
  },
};

/** An unknown song, or no praiseId: §8's message. */
export const UnknownSong: Story = {
  parameters: { route: '/embed/praise?praiseId=999' } satisfies ChurchStoryParameters,
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('The music info could not be fetched.')).toBeVisible();
  },
};

export const WithoutAnId: Story = {
  parameters: { route: '/embed/praise?embedColor=red;background:url(x)' } satisfies ChurchStoryParameters,
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('The music info could not be fetched.')).toBeVisible();
    await expect((canvasElement.querySelector('main') as HTMLElement).getAttribute('style')).toBeNull();
  },
};
