import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { PublicationDetail } from './publication-detail';

const base = {
  id: 1,
  titulo: 'Bulletin for All Saints Sunday',
  slug: 'bulletin-2026-11-01',
  tipo: { id: 1, nome: 'Weekly bulletins', slug: 'bulletins' },
  resumo: 'Communion and the harvest food drive.',
  imagem: { url: '/demo/publications/grace-1.svg', largura: 1200, altura: 630 },
  dataPublicacao: '2026-11-01T09:00:00.000Z',
  arquivo: { url: '/demo/publications/grace-bulletin.pdf', nome: 'bulletin-2026-11-01.pdf' },
  conteudo: '<h2>Order of service</h2><ol><li>Call to worship</li></ol><p>Prayer meeting on <strong>Wednesday</strong>.</p>',
};

const meta = {
  title: 'Publications/PublicationDetail',
  component: PublicationDetail,
  args: { publication: base },
} satisfies Meta<typeof PublicationDetail>;
export default meta;
type Story = StoryObj<typeof meta>;

export const WithFile: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Bulletin for All Saints Sunday' })).toBeVisible();
    await expect(canvas.getByText(/Weekly bulletins · November 1, 2026/)).toBeVisible();
    await expect(canvas.getByRole('heading', { level: 2, name: 'Order of service' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Download the file' })).toHaveAttribute('href', '/demo/publications/grace-bulletin.pdf');
    await expect(canvas.getByRole('link', { name: 'More of Weekly bulletins' })).toHaveAttribute('href', '/publications?type=bulletins');
  },
};

export const StoredScriptDoesNotRun: Story = {
  args: {
    publication: {
      ...base,
      arquivo: null,
      conteudo: '<p>Safe text</p><script>window.__publicationScriptRan = true</script><img src="x" onerror="window.__publicationScriptRan = true">',
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Safe text')).toBeVisible();
    await expect(canvasElement.querySelector('script')).toBeNull();
    await expect(canvasElement.querySelector('[onerror]')).toBeNull();
    await expect((window as { __publicationScriptRan?: boolean }).__publicationScriptRan).toBeUndefined();
    await expect(canvas.queryByRole('link', { name: 'Download the file' })).toBeNull();
  },
};
