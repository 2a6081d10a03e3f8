import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import type { ChurchStoryParameters } from '@church/testing/mock-api';
import { devotionalList, devotionalListFailing, devotionalListLoading, storyDevotionals } from '../mocks/devotionals-api';
import { devotionalPaths } from '../paths';
import { DevotionalsPage } from './devotionals-page';

const meta = {
  title: 'Devotionals/DevotionalsPage',
  component: DevotionalsPage,
  parameters: {
    route: '/devotionals',
    routePath: devotionalPaths.list.path,
    msw: { handlers: { list: devotionalList() } },
  } satisfies ChurchStoryParameters,
} satisfies Meta<typeof DevotionalsPage>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Loaded: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Devotionals' })).toBeVisible();
    await expect(await canvas.findByRole('link', { name: 'New Mercies Every Morning' })).toHaveAttribute('href', '/devotionals/7');
    await expect(canvas.getAllByRole('listitem')).toHaveLength(2);
    await expect(document.title).toBe('Devotionals · Grace Community Church');
  },
};

export const Paged: Story = {
  parameters: { msw: { handlers: { list: devotionalList(storyDevotionals, 25) } } } satisfies ChurchStoryParameters,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const pages = await canvas.findByRole('navigation', { name: 'Pages of devotionals' });
    await expect(within(pages).getByText('Page 1 of 3')).toBeVisible();
    await expect(within(pages).getByText('Previous')).toHaveAttribute('aria-disabled', 'true');
    const next = within(pages).getByRole('link', { name: 'Next' });
    await expect(next).toHaveAttribute('href', '/devotionals?page=2');
    await userEvent.click(next);
    await expect(await within(pages).findByText('Page 2 of 3')).toBeVisible();
  },
};

export const Loading: Story = {
  parameters: { msw: { handlers: { list: devotionalListLoading() } } } satisfies ChurchStoryParameters,
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('Loading devotionals');
  },
};

export const Empty: Story = {
  parameters: { msw: { handlers: { list: devotionalList([]) } } } satisfies ChurchStoryParameters,
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('heading', { name: 'No devotionals yet' })).toBeVisible();
  },
};

export const Failed: Story = {
  parameters: { msw: { handlers: { list: devotionalListFailing() } } } satisfies ChurchStoryParameters,
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('alert')).toHaveTextContent('An error occurred while fetching the data. Please try again.');
  },
};
