import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import type { ChurchStoryParameters } from '@church/testing/mock-api';
import { ebdClass, ebdClassFailing, ebdClassLoading } from '../mocks/ebd-api';
import { ebdPaths } from '../paths';
import { EbdClassPage } from './ebd-class-page';

const meta = {
  title: 'Ebd/EbdClassPage',
  component: EbdClassPage,
  parameters: {
    route: '/ebds/foundations',
    routePath: ebdPaths.detail.path,
    msw: { handlers: { class: ebdClass() } },
  } satisfies ChurchStoryParameters,
} satisfies Meta<typeof EbdClassPage>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Loaded: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Foundations' })).toBeVisible();
    await expect(canvas.getByRole('heading', { level: 3, name: 'Can we trust the Bible?' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Back to Sunday school' })).toHaveAttribute('href', '/ebds');
    await expect(document.title).toBe('Foundations · Grace Community Church');
  },
};

/** A notification names the class by id; the server finds it by either. */
export const ById: Story = {
  parameters: { route: '/ebds/5' } satisfies ChurchStoryParameters,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Kids Explorers' })).toBeVisible();
    await expect(canvas.getByRole('heading', { name: 'No lessons scheduled yet' })).toBeVisible();
  },
};

export const Loading: Story = {
  parameters: { msw: { handlers: { class: ebdClassLoading() } } } satisfies ChurchStoryParameters,
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('Loading the class');
  },
};

export const NotFound: Story = {
  parameters: { route: '/ebds/no-such-class' } satisfies ChurchStoryParameters,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'Content not found' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Back to Sunday school' })).toHaveAttribute('href', '/ebds');
  },
};

export const Failed: Story = {
  parameters: { msw: { handlers: { class: ebdClassFailing() } } } satisfies ChurchStoryParameters,
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('alert')).toHaveTextContent('An error occurred while fetching the data. Please try again.');
  },
};
