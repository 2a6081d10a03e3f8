import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { RichText } from './rich-text';

const meta = {
  title: 'UI/RichText',
  component: RichText,
  args: {
    html: '<h2>Rest for the weary</h2><p>Come to me, all who are weary. <a href="https://bible.example/mt/11">Matthew 11</a></p><blockquote>Peace I leave with you.</blockquote>',
  },
} satisfies Meta<typeof RichText>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Formatted: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 2, name: 'Rest for the weary' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Matthew 11' })).toHaveAttribute('rel', 'noopener noreferrer');
  },
};

export const WithAStoredScript: Story = {
  args: { html: '<p>Still here</p><script>window.__ranStoredScript = true</script><img src="x" onerror="window.__ranStoredScript = true">' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Still here')).toBeVisible();
    await expect(canvasElement.querySelector('script')).toBeNull();
    await expect(canvasElement.querySelector('img')?.getAttribute('onerror')).toBeFalsy();
    await expect((window as { __ranStoredScript?: boolean }).__ranStoredScript).toBeUndefined();
  },
};
