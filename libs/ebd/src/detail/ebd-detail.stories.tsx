import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { EbdDetail } from './ebd-detail';

const base = {
  id: 4,
  slug: 'foundations',
  nome: 'Foundations',
  faixaEtaria: 'Adults',
  professor: 'Pastor David Miller',
  sala: 'Fellowship Hall',
  horario: '10:15',
  descricao: 'A twelve-week course on the basics of Christian belief.',
  imagem: { url: '/demo/ebd/book-2.svg', largura: 800, altura: 450 },
  licoes: [
    { id: 1, titulo: 'Can we trust the Bible?', data: '2026-11-08', referenciaBiblica: '2 Timothy 3:14-17', resumo: 'How the Scriptures came to us.' },
    { id: 2, titulo: 'The character of God', data: '2026-11-15', referenciaBiblica: null, resumo: null },
  ],
};

const meta = {
  title: 'Ebd/EbdDetail',
  component: EbdDetail,
  args: { ebd: base },
} satisfies Meta<typeof EbdDetail>;
export default meta;
type Story = StoryObj<typeof meta>;

export const WithLessons: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Foundations' })).toBeVisible();
    await expect(canvas.getByText('Sundays at 10:15')).toBeVisible();
    await expect(canvas.getByText('Fellowship Hall')).toBeVisible();
    const lessons = within(canvas.getByRole('list'));
    await expect(lessons.getAllByRole('listitem')).toHaveLength(2);
    await expect(lessons.getAllByRole('listitem')[0]).toHaveTextContent('Nov 8, 2026 · 2 Timothy 3:14-17');
    await expect(lessons.getByRole('heading', { level: 3, name: 'The character of God' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Back to Sunday school' })).toHaveAttribute('href', '/ebds');
  },
};

export const NoLessons: Story = {
  args: { ebd: { ...base, imagem: undefined, licoes: [] } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('heading', { name: 'No lessons scheduled yet' })).toBeVisible();
    await expect(canvasElement.querySelector('img')).toBeNull();
  },
};
