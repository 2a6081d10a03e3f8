import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import type { ChurchStoryParameters } from '@church/testing/mock-api';
import { devotionalItem, devotionalItemFailing, devotionalItemLoading } from '../mocks/devotionals-api';
import { devotionalPaths } from '../paths';
import { DevotionalPage } from './devotional-page';

const meta = {
  title: 'Devotionals/DevotionalPage',
  component: DevotionalPage,
  parameters: {
    route: '/devotionals/7',
    routePath: devotionalPaths.detail.path,
    msw: { handlers: { item: devotionalItem() } },
  } satisfies ChurchStoryParameters,
} satisfies Meta<typeof DevotionalPage>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Loaded: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: 'New Mercies Every Morning' })).toBeVisible();
    await expect(canvas.getByText('Lamentations 3:22-23')).toBeVisible();
    await expect(canvas.getByText('never fail').tagName).toBe('EM');
    await expect(canvas.getByRole('link', { name: 'Back to devotionals' })).toHaveAttribute('href', '/devotionals');
    await expect(document.title).toBe('New Mercies Every Morning · Grace Community Church');
  },
};

export const Loading: Story = {
  parameters: { msw: { handlers: { item: devotionalItemLoading() } } } satisfies ChurchStoryParameters,
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('Loading the devotional');
  },
};

export const NotFound: Story = {
  parameters: { route: '/devotionals/99' } satisfies ChurchStoryParameters,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'Content not found' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Back to devotionals' })).toHaveAttribute('href', '/devotionals');
  },
};

export const Failed: Story = {
  parameters: { msw: { handlers: { item: devotionalItemFailing() } } } satisfies ChurchStoryParameters,
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('alert')).toHaveTextContent('An error occurred while fetching the data. Please try again.');
  },
};
