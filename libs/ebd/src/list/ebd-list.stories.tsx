import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { EbdList } from './ebd-list';

const meta = {
  title: 'Ebd/EbdList',
  component: EbdList,
  args: {
    classes: [
      {
        id: 1,
        slug: 'little-lambs',
        nome: 'Little Lambs',
        faixaEtaria: 'Ages 3 to 5',
        professor: 'Emily Johnson',
        sala: 'Room 101',
        horario: '09:00',
        imagem: { url: '/demo/ebd/blocks-1.svg', largura: 800, altura: 450 },
      },
      { id: 4, slug: 'foundations', nome: 'Foundations', faixaEtaria: 'Adults', professor: 'Pastor David Miller', sala: 'Fellowship Hall', horario: '10:15' },
    ],
  },
} satisfies Meta<typeof EbdList>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Two: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('listitem')).toHaveLength(2);
    await expect(canvas.getByRole('link', { name: 'Little Lambs' })).toHaveAttribute('href', '/ebds/little-lambs');
    await expect(canvas.getByText('Ages 3 to 5')).toBeVisible();
    await expect(canvas.getByText('With Pastor David Miller · Fellowship Hall · Sundays at 10:15')).toBeVisible();
  },
};

export const Empty: Story = {
  args: { classes: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('heading', { name: 'No Sunday-school classes yet' })).toBeVisible();
  },
};
