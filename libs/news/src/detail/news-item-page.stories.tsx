import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import type { ChurchStoryParameters } from '@church/testing/mock-api';
import { newsItem, newsItemFailing, newsItemLoading } from '../mocks/news-api';
import { newsPaths } from '../paths';
import { NewsItemPage } from './news-item-page';

const meta = {
  title: 'News/NewsItemPage',
  component: NewsItemPage,
  parameters: {
    route: '/news/12',
    routePath: newsPaths.detail.path,
    msw: { handlers: { item: newsItem() } },
  } satisfies ChurchStoryParameters,
} satisfies Meta<typeof NewsItemPage>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Loaded: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Christmas Eve services: times announced' })).toBeVisible();
    await expect(canvas.getByText('4, 6 and 11 pm').tagName).toBe('STRONG');
    await expect(canvas.getByRole('link', { name: 'Back to news' })).toHaveAttribute('href', '/news');
    await expect(document.title).toBe('Christmas Eve services: times announced · Grace Community Church');
  },
};

export const Loading: Story = {
  parameters: { msw: { handlers: { item: newsItemLoading() } } } satisfies ChurchStoryParameters,
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('Loading the news item');
  },
};

export const NotFound: Story = {
  parameters: { route: '/news/99' } satisfies ChurchStoryParameters,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'Content not found' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Back to news' })).toHaveAttribute('href', '/news');
  },
};

/** An address no news item could have is not found without asking the server. */
export const NotAnId: Story = {
  parameters: { route: '/news/christmas', msw: { handlers: { item: null } } } satisfies ChurchStoryParameters,
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('heading', { name: 'Content not found' })).toBeVisible();
  },
};

export const Failed: Story = {
  parameters: { msw: { handlers: { item: newsItemFailing() } } } satisfies ChurchStoryParameters,
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('alert')).toHaveTextContent('An error occurred while fetching the data. Please try again.');
  },
};
