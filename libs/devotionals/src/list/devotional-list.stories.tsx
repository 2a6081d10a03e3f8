import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { DevotionalList } from './devotional-list';

const meta = {
  title: 'Devotionals/DevotionalList',
  component: DevotionalList,
  args: {
    devotionals: [
      {
        id: 7,
        titulo: 'New Mercies Every Morning',
        referenciaBiblica: 'Lamentations 3:22-23',
        autor: 'Pastor David Miller',
        data: '2026-11-21',
        imagem: { url: '/demo/devotionals/sunrise-1.svg', largura: 800, altura: 450 },
      },
      { id: 6, titulo: 'Come to Me', referenciaBiblica: 'Matthew 11:28-30', autor: 'Pastor James Carter', data: '2026-11-20' },
    ],
  },
} satisfies Meta<typeof DevotionalList>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Two: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const items = canvas.getAllByRole('listitem');
    await expect(items).toHaveLength(2);
    await expect(canvas.getByRole('link', { name: 'New Mercies Every Morning' })).toHaveAttribute('href', '/devotionals/7');
    await expect(canvas.getByText('Lamentations 3:22-23')).toBeVisible();
    await expect(canvas.getByText(/Pastor David Miller/)).toHaveTextContent('Pastor David Miller · Nov 21, 2026');
    const image = items[0]?.querySelector('img');
    await expect(image).toHaveAttribute('loading', 'lazy');
    await expect(image).toHaveAttribute('width', '800');
    await expect(items[1]?.querySelector('img')).toBeNull();
  },
};

export const Empty: Story = {
  args: { devotionals: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('heading', { name: 'No devotionals yet' })).toBeVisible();
  },
};
