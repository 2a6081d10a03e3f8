import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import type { PlanoAssinaturaConteudo } from '@church/contracts-play';
import type { ChurchStoryParameters } from '@church/testing/mock-api';
import { contentList, contentListFailing, contentListLoading } from '../mocks/play-api';
import { playPaths } from '../paths';
import { contentById } from '../shared/sample-contents';
import { SearchPage } from './search-page';

/** The searches the server was asked for, in order (the debounce sends one per pause in typing). */
const searches: string[] = [];

const meta = {
  title: 'Play/SearchPage',
  component: SearchPage,
  parameters: {
    route: '/play/search',
    routePath: playPaths.search.path,
    msw: { handlers: { contents: contentList(undefined, { onSearch: (busca) => searches.push(busca) }) } },
  } satisfies ChurchStoryParameters,
} satisfies Meta<typeof SearchPage>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Results come as the member types, with one search once they pause. */
export const AsTheMemberTypes: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    searches.length = 0;
    await expect(canvas.getByText('Type a word to find videos and collections.')).toBeVisible();
    const field = canvas.getByRole('searchbox', { name: 'Search titles, descriptions and tags' });
    await userEvent.type(field, 'psalm');
    const results = await canvas.findByRole('list', { name: 'Results' });
    await expect(within(results).getByRole('link', { name: 'Lesson 2: Prayer' })).toHaveAttribute('href', '/play/video/4');
    await expect(canvas.getByText('1 result')).toBeVisible();
    await expect(searches).toEqual(['psalm']);
  },
};

/** A tag's link opens the search with the tag in the address. */
export const FromTheAddress: Story = {
  parameters: { route: '/play/search?q=music' } satisfies ChurchStoryParameters,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('searchbox')).toHaveValue('music');
    const results = await canvas.findByRole('list', { name: 'Results' });
    await expect(within(results).getAllByRole('link').map((link) => link.textContent)).toEqual(['Kids Worship Party', 'Evening of Hymns']);
    await expect(canvas.getByText('2 results')).toBeVisible();
  },
};

const manyLessons: PlanoAssinaturaConteudo[] = Array.from({ length: 15 }, (_, index) => ({
  ...contentById(3),
  id: 100 + index,
  titulo: `Lesson ${index + 1}`,
}));

/** The server's paging: twelve a page. */
export const Paged: Story = {
  parameters: { route: '/play/search?q=lesson', msw: { handlers: { contents: contentList(manyLessons) } } } satisfies ChurchStoryParameters,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const pages = await canvas.findByRole('navigation', { name: 'Pages of results' });
    await expect(within(pages).getByText('Page 1 of 2')).toBeVisible();
    await expect(within(canvas.getByRole('list', { name: 'Results' })).getAllByRole('listitem')).toHaveLength(12);
    await userEvent.click(within(pages).getByRole('link', { name: 'Next' }));
    await expect(await within(pages).findByText('Page 2 of 2')).toBeVisible();
    await waitFor(() => expect(within(canvas.getByRole('list', { name: 'Results' })).getAllByRole('listitem')).toHaveLength(3));
    await expect(canvas.getByRole('link', { name: 'Lesson 15' })).toBeVisible();
  },
};

export const NothingFound: Story = {
  parameters: { route: '/play/search?q=zebra' } satisfies ChurchStoryParameters,
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('heading', { name: 'Nothing found for “zebra”' })).toBeVisible();
  },
};

export const Loading: Story = {
  parameters: { route: '/play/search?q=grace', msw: { handlers: { contents: contentListLoading() } } } satisfies ChurchStoryParameters,
  play: async ({ canvasElement }) => {
    const statuses = within(canvasElement).getAllByRole('status').map((status) => status.textContent);
    await expect(statuses).toContain('Searching');
  },
};

export const Failed: Story = {
  parameters: { route: '/play/search?q=grace', msw: { handlers: { contents: contentListFailing() } } } satisfies ChurchStoryParameters,
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('alert')).toHaveTextContent('An error occurred while fetching the data. Please try again.');
  },
};
