import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import type { ChurchStoryParameters } from '@church/testing/mock-api';
import { publicationTypeList, publicationTypeListFailing, publicationTypeListLoading } from '../mocks/publications-api';
import { publicationPaths } from '../paths';
import { PublicationTypesPage } from './publication-types-page';

const meta = {
  title: 'Publications/PublicationTypesPage',
  component: PublicationTypesPage,
  parameters: {
    route: '/publication-types',
    routePath: publicationPaths.types.path,
    msw: { handlers: { types: publicationTypeList() } },
  } satisfies ChurchStoryParameters,
} satisfies Meta<typeof PublicationTypesPage>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Loaded: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Publication types' })).toBeVisible();
    await expect(await canvas.findByRole('link', { name: 'See the publications: Weekly bulletins' })).toHaveAttribute(
      'href',
      '/publications?type=bulletins',
    );
    await expect(document.title).toBe('Publication types · Grace Community Church');
  },
};

export const Paged: Story = {
  parameters: { route: '/publication-types?page=2', msw: { handlers: { types: publicationTypeList(undefined, 14) } } } satisfies ChurchStoryParameters,
  play: async ({ canvasElement }) => {
    const pages = await within(canvasElement).findByRole('navigation', { name: 'Pages of publication types' });
    await expect(within(pages).getByText('Page 2 of 2')).toBeVisible();
    await expect(within(pages).getByRole('link', { name: 'Previous' })).toHaveAttribute('href', '/publication-types');
    await expect(within(pages).getByText('Next')).toHaveAttribute('aria-disabled', 'true');
  },
};

export const Loading: Story = {
  parameters: { msw: { handlers: { types: publicationTypeListLoading() } } } satisfies ChurchStoryParameters,
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('Loading publication types');
  },
};

export const Empty: Story = {
  parameters: { msw: { handlers: { types: publicationTypeList([]) } } } satisfies ChurchStoryParameters,
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('heading', { name: 'No publication types yet' })).toBeVisible();
  },
};

export const Failed: Story = {
  parameters: { msw: { handlers: { types: publicationTypeListFailing() } } } satisfies ChurchStoryParameters,
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('alert')).toHaveTextContent('An error occurred while fetching the data. Please try again.');
  },
};
