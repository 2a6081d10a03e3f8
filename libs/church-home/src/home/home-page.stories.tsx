import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import type { ChurchStoryParameters } from '@church/testing/mock-api';
import { banners, bannersFailing, bannersLoading } from '../mocks/church-api';
import { churchHomePaths } from '../paths';
import { HomePage } from './home-page';

const meta = {
  title: 'ChurchHome/HomePage',
  component: HomePage,
  parameters: {
    route: '/',
    routePath: churchHomePaths.home.path,
    msw: { handlers: { banners: banners() } },
  } satisfies ChurchStoryParameters,
} satisfies Meta<typeof HomePage>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Loaded: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Grace Community Church' })).toBeVisible();
    await expect(await canvas.findByRole('img', { name: 'Welcome home this Sunday' })).toBeVisible();
    await expect(canvas.getByRole('region', { name: 'Highlights' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'About us' })).toHaveAttribute('href', '/about');
    await expect(canvas.getByRole('link', { name: 'hello@grace.example' })).toHaveAttribute('href', 'mailto:hello@grace.example');
  },
};

/** The church paints from what it already has while its banners load. */
export const BannersLoading: Story = {
  parameters: { msw: { handlers: { banners: bannersLoading() } } } satisfies ChurchStoryParameters,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Grace Community Church' })).toBeVisible();
    await expect(canvas.queryByRole('region', { name: 'Highlights' })).toBeNull();
  },
};

export const NoBanners: Story = {
  parameters: { msw: { handlers: { banners: banners([]) } } } satisfies ChurchStoryParameters,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'Visit us' })).toBeVisible();
    await expect(canvas.queryByRole('region', { name: 'Highlights' })).toBeNull();
  },
};

/** Banners that fail to load leave the rest of the home as it is. */
export const BannersFailed: Story = {
  parameters: { msw: { handlers: { banners: bannersFailing() } } } satisfies ChurchStoryParameters,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Grace Community Church' })).toBeVisible();
    await expect(canvas.queryByRole('alert')).toBeNull();
  },
};

/** A church that has told little about itself. */
export const SparseChurch: Story = {
  parameters: {
    church: { nome: 'Iglesia Vida', descricao: null, email: null, telefone: null, endereco: null, cidade: null, estado: null, pais: null },
    msw: { handlers: { banners: banners([]) } },
  } satisfies ChurchStoryParameters,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Iglesia Vida' })).toBeVisible();
    await expect(canvas.queryByRole('link', { name: /@/ })).toBeNull();
  },
};
