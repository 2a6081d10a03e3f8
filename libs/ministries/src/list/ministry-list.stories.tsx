import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { MinistryList } from './ministry-list';

const meta = {
  title: 'Ministries/MinistryList',
  component: MinistryList,
  args: {
    ministries: [
      {
        id: 4,
        nome: 'Worship Ministry',
        descricao: 'The worship ministry leads the church in song.\n\nWe rehearse on Tuesdays.',
        lider: 'Rachel Adams',
        imagem: { url: '/demo/ministries/music-1.svg', largura: 800, altura: 450 },
      },
      { id: 9, nome: 'Prayer Ministry', descricao: 'Intercessors pray for the church.', lider: null },
    ],
  },
} satisfies Meta<typeof MinistryList>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Two: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('listitem')).toHaveLength(2);
    await expect(canvas.getByRole('link', { name: 'Worship Ministry' })).toHaveAttribute('href', '/ministries/4');
    await expect(canvas.getByText('Led by Rachel Adams')).toBeVisible();
    await expect(canvas.getByText('The worship ministry leads the church in song.')).toBeVisible();
    await expect(canvas.queryByText(/We rehearse/)).toBeNull();
    await expect(canvas.getAllByText(/Led by/)).toHaveLength(1);
  },
};

export const Empty: Story = {
  args: { ministries: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('heading', { name: 'No ministries listed yet' })).toBeVisible();
  },
};
