import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import type { ChurchStoryParameters } from '@church/testing/mock-api';
import { ministryList, ministryListFailing, ministryListLoading } from '../mocks/ministries-api';
import { ministryPaths } from '../paths';
import { MinistriesPage } from './ministries-page';

const meta = {
  title: 'Ministries/MinistriesPage',
  component: MinistriesPage,
  parameters: {
    route: '/ministries',
    routePath: ministryPaths.list.path,
    msw: { handlers: { list: ministryList() } },
  } satisfies ChurchStoryParameters,
} satisfies Meta<typeof MinistriesPage>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Loaded: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Ministries' })).toBeVisible();
    await expect(await canvas.findByRole('link', { name: 'Compassion and Mercy' })).toHaveAttribute('href', '/ministries/3');
    await expect(canvas.getByText('Led by Marcus Williams')).toBeVisible();
    await expect(canvas.getAllByRole('listitem')).toHaveLength(2);
    await expect(document.title).toBe('Ministries · Grace Community Church');
  },
};

export const Paged: Story = {
  parameters: { route: '/ministries?page=2', msw: { handlers: { list: ministryList(undefined, 12) } } } satisfies ChurchStoryParameters,
  play: async ({ canvasElement }) => {
    const pages = await within(canvasElement).findByRole('navigation', { name: 'Pages of ministries' });
    await expect(within(pages).getByText('Page 2 of 2')).toBeVisible();
    const previous = within(pages).getByRole('link', { name: 'Previous' });
    await expect(previous).toHaveAttribute('href', '/ministries');
    await userEvent.click(previous);
    await expect(await within(pages).findByText('Page 1 of 2')).toBeVisible();
  },
};

export const Loading: Story = {
  parameters: { msw: { handlers: { list: ministryListLoading() } } } satisfies ChurchStoryParameters,
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('Loading ministries');
  },
};

export const Empty: Story = {
  parameters: { msw: { handlers: { list: ministryList([]) } } } satisfies ChurchStoryParameters,
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('heading', { name: 'No ministries listed yet' })).toBeVisible();
  },
};

export const Failed: Story = {
  parameters: { msw: { handlers: { list: ministryListFailing() } } } satisfies ChurchStoryParameters,
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('alert')).toHaveTextContent('An error occurred while fetching the data. Please try again.');
  },
};
