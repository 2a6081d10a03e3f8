import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { NewsDetail } from './news-detail';

const base = {
  id: 12,
  titulo: 'Food drive collects over two tons',
  resumo: 'Thank you! Our food drive gave 4,300 pounds of food.',
  dataPublicacao: '2026-11-17T14:00:00.000Z',
  imagem: { url: '/demo/news/bread-5.svg', largura: 800, altura: 450 },
  texto: '<p>More than <strong>120 volunteers</strong> helped.</p>',
};

const meta = {
  title: 'News/NewsDetail',
  component: NewsDetail,
  args: { news: base },
} satisfies Meta<typeof NewsDetail>;
export default meta;
type Story = StoryObj<typeof meta>;

export const WithPicture: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Food drive collects over two tons' })).toBeVisible();
    await expect(canvas.getByText('November 17, 2026')).toHaveAttribute('datetime', '2026-11-17T14:00:00.000Z');
    await expect(canvas.getByText('120 volunteers').tagName).toBe('STRONG');
    await expect(canvasElement.querySelector('img')).toHaveAttribute('width', '800');
    await expect(canvas.getByRole('link', { name: 'Back to news' })).toHaveAttribute('href', '/news');
  },
};

export const StoredScriptDoesNotRun: Story = {
  args: { news: { ...base, imagem: undefined, texto: '<p>Safe text</p><script>window.__newsScriptRan = true</script><img src="x" onerror="window.__newsScriptRan = true">' } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Safe text')).toBeVisible();
    await expect(canvasElement.querySelector('script')).toBeNull();
    await expect(canvasElement.querySelector('[onerror]')).toBeNull();
    await expect((window as { __newsScriptRan?: boolean }).__newsScriptRan).toBeUndefined();
  },
};
