import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { NewsList } from './news-list';

const meta = {
  title: 'News/NewsList',
  component: NewsList,
  args: {
    news: [
      {
        id: 12,
        titulo: 'Christmas Eve services: times announced',
        resumo: 'Three candlelight services on December 24.',
        dataPublicacao: '2026-11-20T14:00:00.000Z',
        imagem: { url: '/demo/news/music-3.svg', largura: 800, altura: 450 },
      },
      { id: 11, titulo: 'Sign-ups open for winter small groups', resumo: 'Eighteen groups begin in January.', dataPublicacao: '2026-10-30T13:00:00.000Z' },
    ],
  },
} satisfies Meta<typeof NewsList>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Two: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('listitem')).toHaveLength(2);
    await expect(canvas.getByRole('link', { name: 'Christmas Eve services: times announced' })).toHaveAttribute('href', '/news/12');
    await expect(canvas.getByText('Three candlelight services on December 24.')).toBeVisible();
    await expect(canvas.getByText('Nov 20, 2026')).toHaveAttribute('datetime', '2026-11-20T14:00:00.000Z');
    await expect(canvasElement.querySelectorAll('img')).toHaveLength(1);
  },
};

export const Empty: Story = {
  args: { news: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('heading', { name: 'No news yet' })).toBeVisible();
  },
};
