import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import type { ChurchStoryParameters } from '@church/testing/mock-api';
import { newsList, newsListFailing, newsListLoading, storyNews } from '../mocks/news-api';
import { newsPaths } from '../paths';
import { NewsPage } from './news-page';

const meta = {
  title: 'News/NewsPage',
  component: NewsPage,
  parameters: {
    route: '/news',
    routePath: newsPaths.list.path,
    msw: { handlers: { list: newsList() } },
  } satisfies ChurchStoryParameters,
} satisfies Meta<typeof NewsPage>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Loaded: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'News' })).toBeVisible();
    await expect(await canvas.findByRole('link', { name: 'Christmas Eve services: times announced' })).toHaveAttribute('href', '/news/12');
    await expect(canvas.getAllByRole('listitem')).toHaveLength(2);
    await expect(canvas.queryByRole('navigation', { name: 'Pages of news' })).toBeNull();
    await expect(document.title).toBe('News · Grace Community Church');
  },
};

export const Paged: Story = {
  parameters: { route: '/news?page=2', msw: { handlers: { list: newsList(storyNews.slice(1), 11) } } } satisfies ChurchStoryParameters,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('link', { name: 'Sign-ups open for winter small groups' })).toBeVisible();
    const pages = canvas.getByRole('navigation', { name: 'Pages of news' });
    await expect(within(pages).getByText('Page 2 of 2')).toBeVisible();
    await expect(within(pages).queryByRole('link', { name: 'Next' })).toBeNull();
    await expect(within(pages).getByText('Next')).toHaveAttribute('aria-disabled', 'true');
    const previous = within(pages).getByRole('link', { name: 'Previous' });
    await expect(previous).toHaveAttribute('href', '/news');
    await userEvent.click(previous);
    await expect(await within(pages).findByText('Page 1 of 2')).toBeVisible();
  },
};

export const Loading: Story = {
  parameters: { msw: { handlers: { list: newsListLoading() } } } satisfies ChurchStoryParameters,
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('Loading news');
  },
};

export const Empty: Story = {
  parameters: { msw: { handlers: { list: newsList([]) } } } satisfies ChurchStoryParameters,
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('heading', { name: 'No news yet' })).toBeVisible();
  },
};

export const Failed: Story = {
  parameters: { msw: { handlers: { list: newsListFailing() } } } satisfies ChurchStoryParameters,
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('alert')).toHaveTextContent('An error occurred while fetching the data. Please try again.');
  },
};
