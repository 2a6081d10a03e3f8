import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { PublicationTypeList } from './publication-type-list';

const meta = {
  title: 'Publications/PublicationTypeList',
  component: PublicationTypeList,
  args: {
    types: [
      { id: 2, nome: 'Articles', slug: 'articles', descricao: 'Reflections and teaching.', totalPublicacoes: 6 },
      { id: 1, nome: 'Weekly bulletins', slug: 'bulletins', descricao: null, totalPublicacoes: 1 },
    ],
  },
} satisfies Meta<typeof PublicationTypeList>;
export default meta;
type Story = StoryObj<typeof meta>;

export const TwoTypes: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('listitem')).toHaveLength(2);
    await expect(canvas.getByRole('link', { name: 'See the publications: Articles' })).toHaveAttribute('href', '/publications?type=articles');
    await expect(canvas.getByText(/6 publications/)).toBeVisible();
    await expect(canvas.getByText('1 publication')).toBeVisible();
  },
};

export const Empty: Story = {
  args: { types: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('heading', { name: 'No publication types yet' })).toBeVisible();
  },
};
