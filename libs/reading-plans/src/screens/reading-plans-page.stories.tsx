import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import type { ChurchStoryParameters } from '@church/testing/mock-api';
import { GOSPELS_UUID, memberProgressServer, myPlansFailing, myPlansLoading, plansList, plansListFailing, plansListLoading, storyPlans, storyProgress } from '../mocks/reading-plans-api';
import { readingPlansPaths } from '../paths';
import { ReadingPlansPage } from './reading-plans-page';

const inProgress = storyProgress([1]);
const completed = storyProgress([1, 2, 3, 4, 5], { uuid: GOSPELS_UUID, nome: 'The Gospels in 30 days', descricao: 'Matthew, Mark, Luke and John.', totalDias: 5 }, '8e7d6c5b-4a39-4281-9f0e-1d2c3b4a5968');
const server = memberProgressServer([inProgress, completed]);

const meta = {
  title: 'ReadingPlans/ReadingPlansPage',
  component: ReadingPlansPage,
  parameters: {
    route: '/reading-plans',
    routePath: readingPlansPaths.list.path,
    session: 'member',
    msw: { handlers: { plans: plansList(), ...server.handlers } },
  } satisfies ChurchStoryParameters,
  beforeEach: () => server.reset(),
} satisfies Meta<typeof ReadingPlansPage>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Discover: the church's plans, those the member follows marked. */
export const Discover: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Reading plans' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Discover' })).toHaveAttribute('aria-current', 'page');
    const sermon = await canvas.findByRole('link', { name: 'The Sermon on the Mount' });
    await expect(sermon.getAttribute('href')).toMatch(/^\/reading-plans\/3f2b8c1a-1d4e-4b7a-9c2d-5e6f7a8b9c01\?subscriptionUuid=5c4b3a29-/);
    await expect(await canvas.findByText('In progress, day 2')).toBeVisible();
    await expect(canvas.getByText('31 days')).toBeVisible();
    await expect(document.title).toBe('Reading plans · Grace Community Church');
  },
};

export const DiscoverPaged: Story = {
  parameters: { route: '/reading-plans?page=2', msw: { handlers: { plans: plansList(storyPlans, 25) } } } satisfies ChurchStoryParameters,
  play: async ({ canvasElement }) => {
    const pages = await within(canvasElement).findByRole('navigation', { name: 'Pages of plans' });
    await expect(within(pages).getByText('Page 2 of 3')).toBeVisible();
    await expect(within(pages).getByRole('link', { name: 'Previous' })).toHaveAttribute('href', '/reading-plans');
  },
};

export const DiscoverEmpty: Story = {
  parameters: { msw: { handlers: { plans: plansList([]) } } } satisfies ChurchStoryParameters,
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('heading', { name: 'This church offers no reading plans yet.' })).toBeVisible();
  },
};

export const DiscoverLoading: Story = {
  parameters: { msw: { handlers: { plans: plansListLoading() } } } satisfies ChurchStoryParameters,
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('Loading the plans');
  },
};

export const DiscoverFailed: Story = {
  parameters: { msw: { handlers: { plans: plansListFailing() } } } satisfies ChurchStoryParameters,
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('alert', {}, { timeout: 5000 })).toHaveTextContent('An error occurred while fetching the data. Please try again.');
  },
};

/** My plans: in progress, with the next day, and completed, with the day it was. */
export const MyPlans: Story = {
  parameters: { route: '/reading-plans?tab=mine' } satisfies ChurchStoryParameters,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('link', { name: 'My plans' })).toHaveAttribute('aria-current', 'page');
    const progressing = await canvas.findByRole('region', { name: 'In progress' });
    await expect(within(progressing).getByRole('link', { name: 'The Sermon on the Mount' })).toBeVisible();
    await expect(within(progressing).getByText('1 of 3 days read (33%)')).toBeVisible();
    await expect(within(progressing).getByText('Next: day 2')).toBeVisible();
    const done = canvas.getByRole('region', { name: 'Completed' });
    await expect(within(done).getByRole('link', { name: 'The Gospels in 30 days' })).toBeVisible();
    await expect(within(done).getByText(/^Completed on /)).toBeVisible();
    await expect(within(done).getByRole('progressbar', { name: 'Progress' })).toHaveAttribute('aria-valuenow', '5');
  },
};

/** Switching tabs keeps it in the address. */
export const SwitchTabs: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('link', { name: 'My plans' }));
    await expect(await canvas.findByRole('region', { name: 'In progress' })).toBeVisible();
    await userEvent.click(canvas.getByRole('link', { name: 'Discover' }));
    await expect(await canvas.findByRole('region', { name: 'Discover' })).toBeVisible();
  },
};

export const MyPlansEmpty: Story = {
  parameters: { route: '/reading-plans?tab=mine' } satisfies ChurchStoryParameters,
  beforeEach: () => server.reset([]),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'You have not started a plan yet.' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: "Discover the church's plans" })).toHaveAttribute('href', '/reading-plans');
  },
};

export const MyPlansLoading: Story = {
  parameters: { route: '/reading-plans?tab=mine', msw: { handlers: { myList: myPlansLoading() } } } satisfies ChurchStoryParameters,
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('Loading your plans');
  },
};

export const MyPlansFailed: Story = {
  parameters: { route: '/reading-plans?tab=mine', msw: { handlers: { myList: myPlansFailing() } } } satisfies ChurchStoryParameters,
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('alert', {}, { timeout: 5000 })).toHaveTextContent('An error occurred while fetching the data. Please try again.');
  },
};
