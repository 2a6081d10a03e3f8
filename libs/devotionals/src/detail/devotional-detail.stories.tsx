import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { DevotionalDetail } from './devotional-detail';

const base = {
  id: 3,
  titulo: 'Guarding Our Hearts and Minds',
  referenciaBiblica: 'Philippians 4:6-7',
  autor: 'Pastor David Miller',
  data: '2026-11-19',
  imagem: { url: '/demo/devotionals/hands-6.svg', largura: 800, altura: 450 },
  texto: '<p>Paul tells the Philippians to <strong>pray about everything</strong>.</p><ul><li>Read the passage</li></ul>',
};

const meta = {
  title: 'Devotionals/DevotionalDetail',
  component: DevotionalDetail,
  args: { devotional: base },
} satisfies Meta<typeof DevotionalDetail>;
export default meta;
type Story = StoryObj<typeof meta>;

export const WithPicture: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Guarding Our Hearts and Minds' })).toBeVisible();
    await expect(canvas.getByText('Philippians 4:6-7')).toBeVisible();
    await expect(canvas.getByText(/By Pastor David Miller/)).toHaveTextContent('By Pastor David Miller · November 19, 2026');
    await expect(canvas.getByText('pray about everything').tagName).toBe('STRONG');
    await expect(canvasElement.querySelector('img')).toHaveAttribute('height', '450');
    await expect(canvas.getByRole('link', { name: 'Back to devotionals' })).toHaveAttribute('href', '/devotionals');
  },
};

export const StoredScriptDoesNotRun: Story = {
  args: {
    devotional: {
      ...base,
      imagem: undefined,
      texto:
        '<p>Safe text</p><script>window.__devotionalScriptRan = true</script><img src="x" onerror="window.__devotionalScriptRan = true"><a href="javascript:window.__devotionalScriptRan = true">link</a>',
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Safe text')).toBeVisible();
    await expect(canvasElement.querySelector('script')).toBeNull();
    await expect(canvasElement.querySelector('[onerror]')).toBeNull();
    await expect(canvas.getByText('link')).not.toHaveAttribute('href');
    await expect((window as { __devotionalScriptRan?: boolean }).__devotionalScriptRan).toBeUndefined();
  },
};
