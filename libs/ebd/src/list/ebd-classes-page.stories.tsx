import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import type { ChurchStoryParameters } from '@church/testing/mock-api';
import { ebdList, ebdListFailing, ebdListLoading } from '../mocks/ebd-api';
import { ebdPaths } from '../paths';
import { EbdClassesPage } from './ebd-classes-page';

const meta = {
  title: 'Ebd/EbdClassesPage',
  component: EbdClassesPage,
  parameters: {
    route: '/ebds',
    routePath: ebdPaths.list.path,
    msw: { handlers: { list: ebdList() } },
  } satisfies ChurchStoryParameters,
} satisfies Meta<typeof EbdClassesPage>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Loaded: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Sunday school' })).toBeVisible();
    await expect(await canvas.findByRole('link', { name: 'Foundations' })).toHaveAttribute('href', '/ebds/foundations');
    await expect(canvas.getByText('With Rachel Kim · Room 3 · Sundays at 09:00')).toBeVisible();
    await expect(document.title).toBe('Sunday school · Grace Community Church');
  },
};

export const Paged: Story = {
  parameters: { msw: { handlers: { list: ebdList(undefined, 15) } } } satisfies ChurchStoryParameters,
  play: async ({ canvasElement }) => {
    const pages = await within(canvasElement).findByRole('navigation', { name: 'Pages of classes' });
    const next = within(pages).getByRole('link', { name: 'Next' });
    await expect(next).toHaveAttribute('href', '/ebds?page=2');
    await userEvent.click(next);
    await expect(await within(pages).findByText('Page 2 of 2')).toBeVisible();
  },
};

export const Loading: Story = {
  parameters: { msw: { handlers: { list: ebdListLoading() } } } satisfies ChurchStoryParameters,
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('Loading classes');
  },
};

export const Empty: Story = {
  parameters: { msw: { handlers: { list: ebdList([]) } } } satisfies ChurchStoryParameters,
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('heading', { name: 'No Sunday-school classes yet' })).toBeVisible();
  },
};

export const Failed: Story = {
  parameters: { msw: { handlers: { list: ebdListFailing() } } } satisfies ChurchStoryParameters,
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('alert')).toHaveTextContent('An error occurred while fetching the data. Please try again.');
  },
};
