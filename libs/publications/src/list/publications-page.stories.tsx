import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import type { ChurchStoryParameters } from '@church/testing/mock-api';
import { publicationList, publicationListFailing, publicationListLoading } from '../mocks/publications-api';
import { publicationPaths } from '../paths';
import { PublicationsPage } from './publications-page';

const meta = {
  title: 'Publications/PublicationsPage',
  component: PublicationsPage,
  parameters: {
    route: '/publications',
    routePath: publicationPaths.list.path,
    msw: { handlers: { list: publicationList() } },
  } satisfies ChurchStoryParameters,
} satisfies Meta<typeof PublicationsPage>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Loaded: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Publications' })).toBeVisible();
    await expect(await canvas.findByRole('link', { name: 'Bulletin for All Saints Sunday' })).toHaveAttribute(
      'href',
      '/publications/bulletin-2026-11-01',
    );
    await expect(canvas.getByRole('link', { name: 'Why we sing together' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Browse by type' })).toHaveAttribute('href', '/publication-types');
    await expect(canvas.queryByRole('link', { name: 'See all publications' })).toBeNull();
  },
};

/** `?type=` shows one type, named after it. */
export const OfOneType: Story = {
  parameters: { route: '/publications?type=articles' } satisfies ChurchStoryParameters,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Articles' })).toBeVisible();
    await expect(canvas.queryByRole('link', { name: 'Bulletin for All Saints Sunday' })).toBeNull();
    await expect(canvas.getByRole('link', { name: 'See all publications' })).toHaveAttribute('href', '/publications');
    await expect(document.title).toBe('Articles · Grace Community Church');
  },
};

export const Loading: Story = {
  parameters: { msw: { handlers: { list: publicationListLoading() } } } satisfies ChurchStoryParameters,
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('Loading publications');
  },
};

export const Empty: Story = {
  parameters: { msw: { handlers: { list: publicationList([]) } } } satisfies ChurchStoryParameters,
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('heading', { name: 'No publications yet' })).toBeVisible();
  },
};

export const Failed: Story = {
  parameters: { msw: { handlers: { list: publicationListFailing() } } } satisfies ChurchStoryParameters,
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('alert')).toHaveTextContent('An error occurred while fetching the data. Please try again.');
  },
};
