import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import type { ChurchStoryParameters } from '@church/testing/mock-api';
import { ministryItem, ministryItemFailing, ministryItemLoading } from '../mocks/ministries-api';
import { ministryPaths } from '../paths';
import { MinistryPage } from './ministry-page';

const meta = {
  title: 'Ministries/MinistryPage',
  component: MinistryPage,
  parameters: {
    route: '/ministries/3',
    routePath: ministryPaths.detail.path,
    msw: { handlers: { ministry: ministryItem() } },
  } satisfies ChurchStoryParameters,
} satisfies Meta<typeof MinistryPage>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Loaded: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Compassion and Mercy' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Weekly food pantry' })).toHaveAttribute('href', '/ministries/3/projects/21');
    await expect(canvas.getByText('In progress')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Back to ministries' })).toHaveAttribute('href', '/ministries');
    await expect(document.title).toBe('Compassion and Mercy · Grace Community Church');
  },
};

export const WithoutProjects: Story = {
  parameters: { route: '/ministries/4' } satisfies ChurchStoryParameters,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Worship Arts' })).toBeVisible();
    await expect(canvas.getByRole('heading', { name: 'No projects at the moment' })).toBeVisible();
  },
};

export const Loading: Story = {
  parameters: { msw: { handlers: { ministry: ministryItemLoading() } } } satisfies ChurchStoryParameters,
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('Loading the ministry');
  },
};

export const NotFound: Story = {
  parameters: { route: '/ministries/99' } satisfies ChurchStoryParameters,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'Content not found' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Back to ministries' })).toHaveAttribute('href', '/ministries');
  },
};

export const Failed: Story = {
  parameters: { msw: { handlers: { ministry: ministryItemFailing() } } } satisfies ChurchStoryParameters,
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('alert')).toHaveTextContent('An error occurred while fetching the data. Please try again.');
  },
};
