import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { BannerCarousel } from './banner-carousel';

const meta = {
  title: 'ChurchHome/BannerCarousel',
  component: BannerCarousel,
  args: {
    banners: [
      { id: 1, titulo: 'Welcome home this Sunday', imagem: { url: '/demo/banners/grace-1.svg', largura: 1200, altura: 400 }, link: '/about', ordem: 1 },
      { id: 2, titulo: 'Find a Grace campus near you', imagem: { url: '/demo/banners/grace-2.svg', largura: 1200, altura: 400 }, link: null, ordem: 2 },
    ],
  },
} satisfies Meta<typeof BannerCarousel>;
export default meta;
type Story = StoryObj<typeof meta>;

export const TwoBanners: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const first = canvas.getByRole('img', { name: 'Welcome home this Sunday' });
    await expect(first).toHaveAttribute('loading', 'eager');
    await expect(canvas.getByRole('img', { name: 'Find a Grace campus near you' })).toHaveAttribute('loading', 'lazy');
    await expect(canvas.getByRole('link')).toHaveAttribute('href', '/about');
    await expect(await canvas.findByText('1 of 2', { selector: '[aria-live]' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Next highlight' }));
    await expect(canvas.getByText('2 of 2', { selector: '[aria-live]' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Next highlight' }));
    await expect(canvas.getByText('1 of 2', { selector: '[aria-live]' })).toBeVisible();
  },
};

export const SingleBanner: Story = {
  args: { banners: [{ id: 1, titulo: 'Only one', imagem: { url: '/demo/banners/vida-1.svg', largura: 1200, altura: 400 }, link: null, ordem: 1 }] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('button')).toBeNull();
  },
};

export const NoBanners: Story = {
  args: { banners: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('region')).toBeNull();
  },
};
