import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import type { ChurchStoryParameters } from '@church/testing/mock-api';
import { publicationItem, publicationItemFailing, publicationItemLoading } from '../mocks/publications-api';
import { publicationPaths } from '../paths';
import { PublicationPage } from './publication-page';

const meta = {
  title: 'Publications/PublicationPage',
  component: PublicationPage,
  parameters: {
    route: '/publications/bulletin-2026-11-01',
    routePath: publicationPaths.detail.path,
    msw: { handlers: { item: publicationItem() } },
  } satisfies ChurchStoryParameters,
} satisfies Meta<typeof PublicationPage>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Loaded: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Bulletin for All Saints Sunday' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Download the file' })).toHaveAttribute('href', '/demo/publications/grace-bulletin.pdf');
    await expect(canvas.getByRole('link', { name: 'More of Weekly bulletins' })).toHaveAttribute('href', '/publications?type=bulletins');
    await expect(document.title).toBe('Bulletin for All Saints Sunday · Grace Community Church');
  },
};

export const Loading: Story = {
  parameters: { msw: { handlers: { item: publicationItemLoading() } } } satisfies ChurchStoryParameters,
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('Loading the publication');
  },
};

export const NotFound: Story = {
  parameters: { route: '/publications/no-such-bulletin' } satisfies ChurchStoryParameters,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'Content not found' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Back to publications' })).toHaveAttribute('href', '/publications');
  },
};

export const Failed: Story = {
  parameters: { msw: { handlers: { item: publicationItemFailing() } } } satisfies ChurchStoryParameters,
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('alert')).toHaveTextContent('An error occurred while fetching the data. Please try again.');
  },
};
