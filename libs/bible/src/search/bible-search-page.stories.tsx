import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { bibleApi, bibleSearch, bibleSearchFailing, bibleSearchLoading, bibleVersions, storyResults } from '../mocks/bible-api';
import { problem, type ChurchStoryParameters } from '@church/testing/mock-api';
import { biblePaths } from '../paths';
import { BibleSearchPage } from './bible-search-page';

const meta = {
  title: 'Bible/BibleSearchPage',
  component: BibleSearchPage,
  parameters: {
    route: '/bible/search?version=web&q=Nicodemus',
    routePath: biblePaths.search.path,
    msw: { handlers: { versions: bibleVersions(), search: bibleSearch() } },
  } satisfies ChurchStoryParameters,
} satisfies Meta<typeof BibleSearchPage>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The verses found, each linking to its verse in the reader, what was found marked. */
export const Results: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('3 verses hold “Nicodemus”.')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'John 3:1' })).toHaveAttribute('href', '/bible?version=web&book=John&chapter=3&verse=1');
    await expect(canvas.getAllByRole('listitem')).toHaveLength(3);
    await expect(canvasElement.querySelector('mark')).toHaveTextContent('Nicodemus');
    await expect(canvas.getByRole('searchbox', { name: 'Search the Bible' })).toHaveValue('Nicodemus');
    await expect(canvas.queryByRole('navigation', { name: 'Pages of results' })).toBeNull();
  },
};

/** Many results: paged on the server. */
export const Paged: Story = {
  parameters: { route: '/bible/search?version=web&q=Nicodemus&page=2', msw: { handlers: { search: bibleSearch(storyResults, 45) } } } satisfies ChurchStoryParameters,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const pages = await canvas.findByRole('navigation', { name: 'Pages of results' });
    await expect(within(pages).getByText('Page 2 of 3')).toBeVisible();
    await expect(within(pages).getByRole('link', { name: 'Next' })).toHaveAttribute('href', '/bible/search?version=web&q=Nicodemus&page=3');
  },
};

export const NoQuery: Story = {
  parameters: { route: '/bible/search?version=web' } satisfies ChurchStoryParameters,
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('Type a word or phrase to find the verses that hold it.')).toBeVisible();
  },
};

export const NothingFound: Story = {
  parameters: { route: '/bible/search?version=web&q=xylophone', msw: { handlers: { search: bibleSearch([]) } } } satisfies ChurchStoryParameters,
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('heading', { name: 'No verses hold “xylophone”.' })).toBeVisible();
  },
};

export const TooShort: Story = {
  parameters: {
    route: '/bible/search?version=web&q=!!',
    msw: { handlers: { search: bibleApi.get('/biblia/{versao}/busca', ({ response }) => response(400).json(problem(400, { errors: [{ field: 'query.q', message: 'At least two letters or digits.' }] }))) } },
  } satisfies ChurchStoryParameters,
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('alert')).toHaveTextContent('Search for at least two letters or digits.');
  },
};

export const Searching: Story = {
  parameters: { msw: { handlers: { search: bibleSearchLoading() } } } satisfies ChurchStoryParameters,
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('status')).toHaveTextContent('Searching');
  },
};

export const Failed: Story = {
  parameters: { msw: { handlers: { search: bibleSearchFailing() } } } satisfies ChurchStoryParameters,
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('alert', {}, { timeout: 5000 })).toHaveTextContent('The search could not be done. Check your connection and try again.');
  },
};
