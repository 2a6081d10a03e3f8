import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import type { ChurchStoryParameters } from '@church/testing/mock-api';
import { memberProgressServer, planDetail, planDetailLoading, SERMON_UUID, storyProgress } from '../mocks/reading-plans-api';
import { embedReadingPlansPaths, readingPlansPaths } from '../paths';
import { ReadingPlanPage } from './reading-plan-page';

const server = memberProgressServer();
const planAddress = `/reading-plans/${SERMON_UUID}?planName=The+Sermon+on+the+Mount&description=Matthew+5+to+7.`;

const meta = {
  title: 'ReadingPlans/ReadingPlanPage',
  component: ReadingPlanPage,
  parameters: {
    route: planAddress,
    routePath: readingPlansPaths.plan.path,
    session: 'member',
    msw: { handlers: { plan: planDetail(), ...server.handlers } },
  } satisfies ChurchStoryParameters,
  beforeEach: () => server.reset([]),
} satisfies Meta<typeof ReadingPlanPage>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Not started: the days to read, and starting the plan; then day 1 is marked read and the progress shows it. */
export const StartAndMarkDayOne: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Start this plan' }));
    await expect(await canvas.findByRole('heading', { name: 'Day 1' })).toBeVisible();
    await expect(canvas.getByText('0 of 3 days read (0%)')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Mark day 1 as read' }));
    await expect(await canvas.findByText('1 of 3 days read (33%)')).toBeVisible();
    await expect(canvas.getByRole('heading', { name: 'Day 2' })).toBeVisible();
    await expect(canvas.getByRole('checkbox', { name: 'Day 1' })).toBeChecked();
  },
};

/** A reading opens the Bible reader at its passage, in the church's translation. */
export const ReadingsOpenTheBible: Story = {
  beforeEach: () => server.reset([storyProgress([1])]),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const today = await canvas.findByRole('region', { name: 'Day 2' });
    await expect(within(today).getByRole('link', { name: 'Matthew 6' })).toHaveAttribute('href', '/bible?book=Matt&chapter=6');
    await expect(canvas.getByRole('checkbox', { name: 'Day 2' })).not.toBeChecked();
    await expect(canvas.getByRole('link', { name: 'Delete plan' }).getAttribute('href')).toMatch(new RegExp(`^/reading-plans/${SERMON_UUID}/delete\\?subscriptionUuid=`));
  },
};

/** Marking the last day completes the plan; unmarking a day puts it back in progress. */
export const CompleteTheLastDay: Story = {
  beforeEach: () => server.reset([storyProgress([1, 2])]),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Mark day 3 as read' }));
    await expect(await canvas.findByText(/^You completed this plan on /)).toBeVisible();
    await expect(canvas.getByText('3 of 3 days read (100%)')).toBeVisible();
    await expect(canvas.queryByRole('button', { name: /^Mark day/ })).toBeNull();
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Day 2' }));
    await expect(await canvas.findByRole('button', { name: 'Mark day 2 as read' })).toBeVisible();
  },
};

/** Resetting asks first, then starts again from day 1. */
export const Reset: Story = {
  beforeEach: () => server.reset([storyProgress([1, 2])]),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Reset progress' }));
    const confirm = canvas.getByRole('group', { name: 'Reset this plan?' });
    await expect(within(confirm).getByText(/This cannot be undone\.$/)).toBeVisible();
    await userEvent.click(within(confirm).getByRole('button', { name: 'Cancel' }));
    await expect(canvas.getByText('2 of 3 days read (67%)')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Reset progress' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Yes, reset it' }));
    await expect(await canvas.findByText('0 of 3 days read (0%)')).toBeVisible();
    await expect(canvas.getByRole('heading', { name: 'Day 1' })).toBeVisible();
  },
};

/** While the plan loads, the name the address carries is already its title. */
export const Loading: Story = {
  parameters: { msw: { handlers: { plan: planDetailLoading() } } } satisfies ChurchStoryParameters,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'The Sermon on the Mount' })).toBeVisible();
    await expect(canvas.getByText('Matthew 5 to 7.')).toBeVisible();
    await expect(canvas.getByRole('status')).toHaveTextContent('Loading the plan');
  },
};

export const NotFound: Story = {
  parameters: { route: '/reading-plans/00000000-0000-4000-8000-000000000000' } satisfies ChurchStoryParameters,
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('heading', { name: 'This reading plan was not found.' })).toBeVisible();
  },
};

/** An address no plan could have is not found without asking. */
export const MalformedAddress: Story = {
  parameters: { route: '/reading-plans/42' } satisfies ChurchStoryParameters,
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('heading', { name: 'This reading plan was not found.' })).toBeVisible();
  },
};

/** In the EMBED layout, its links stay under /embed/reading-plans. */
export const Embedded: Story = {
  parameters: { route: `/embed${planAddress}`, routePath: embedReadingPlansPaths.plan.path } satisfies ChurchStoryParameters,
  beforeEach: () => server.reset([storyProgress([1])]),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect((await canvas.findByRole('link', { name: 'Delete plan' })).getAttribute('href')).toMatch(new RegExp(`^/embed/reading-plans/${SERMON_UUID}/delete`));
    await expect(canvas.getByRole('link', { name: 'Back to the reading plans' })).toHaveAttribute('href', '/embed/reading-plans?tab=mine');
  },
};
