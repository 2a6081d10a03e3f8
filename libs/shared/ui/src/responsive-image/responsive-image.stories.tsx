import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { ResponsiveImage } from './responsive-image';

const meta = {
  title: 'UI/ResponsiveImage',
  component: ResponsiveImage,
  args: {
    image: { url: '/demo/banners/grace-1.svg', largura: 1200, altura: 400 },
    alt: 'Welcome home this Sunday',
  },
} satisfies Meta<typeof ResponsiveImage>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Lazy: Story = {
  play: async ({ canvasElement }) => {
    const image = within(canvasElement).getByRole('img', { name: 'Welcome home this Sunday' });
    await expect(image).toHaveAttribute('loading', 'lazy');
    await expect(image).toHaveAttribute('width', '1200');
    await expect(image).toHaveAttribute('height', '400');
  },
};

export const Priority: Story = {
  args: { priority: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('img')).toHaveAttribute('loading', 'eager');
  },
};
