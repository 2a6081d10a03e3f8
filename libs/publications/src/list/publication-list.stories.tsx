import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { PublicationList } from './publication-list';

const meta = {
  title: 'Publications/PublicationList',
  component: PublicationList,
  args: {
    publications: [
      {
        id: 1,
        titulo: 'Bulletin for All Saints Sunday',
        slug: 'bulletin-2026-11-01',
        tipo: { id: 1, nome: 'Weekly bulletins', slug: 'bulletins' },
        resumo: 'Communion, the memorial reading of names, and the harvest food drive.',
        imagem: { url: '/demo/publications/grace-1.svg', largura: 1200, altura: 630 },
        dataPublicacao: '2026-11-01T09:00:00.000Z',
        arquivo: { url: '/demo/publications/grace-bulletin.pdf', nome: 'bulletin-2026-11-01.pdf' },
      },
      {
        id: 2,
        titulo: 'Learning to lament',
        slug: 'learning-to-lament',
        tipo: { id: 2, nome: 'Articles', slug: 'articles' },
        resumo: 'The Psalms give us words for grief.',
        imagem: null,
        dataPublicacao: '2026-10-29T09:00:00.000Z',
        arquivo: null,
      },
    ],
  },
} satisfies Meta<typeof PublicationList>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Cards: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('listitem')).toHaveLength(2);
    await expect(canvas.getByRole('link', { name: 'Learning to lament' })).toHaveAttribute('href', '/publications/learning-to-lament');
    const cover = canvasElement.querySelector('img');
    await expect(cover).toHaveAttribute('loading', 'lazy');
    await expect(cover).toHaveAttribute('width', '1200');
    await expect(cover).toHaveAttribute('height', '630');
    await expect(canvas.getByText(/Nov 1, 2026/)).toBeVisible();
  },
};

export const Empty: Story = {
  args: { publications: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('heading', { name: 'No publications yet' })).toBeVisible();
  },
};
