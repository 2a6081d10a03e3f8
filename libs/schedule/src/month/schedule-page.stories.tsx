import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import type { ChurchStoryParameters } from '@church/testing/mock-api';
import { monthSchedule, monthScheduleFailing, monthScheduleLoading } from '../mocks/schedule-api';
import { schedulePaths } from '../paths';
import { SchedulePage } from './schedule-page';

const meta = {
  title: 'Schedule/SchedulePage',
  component: SchedulePage,
  parameters: {
    route: '/schedule?month=2026-11',
    routePath: schedulePaths.schedule.path,
    msw: { handlers: { month: monthSchedule() } },
  } satisfies ChurchStoryParameters,
} satisfies Meta<typeof SchedulePage>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Loaded: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Schedule' })).toBeVisible();
    await expect(canvas.getByRole('heading', { level: 2, name: 'November 2026' })).toBeVisible();
    const sunday = within(await canvas.findByRole('region', { name: 'Sunday, November 22' }));
    await expect(sunday.getByText('Sunday Morning Worship')).toBeVisible();
    await expect(canvas.getByText('Worship Night')).toBeVisible();
    await expect(document.title).toBe('Schedule · November 2026 · Grace Community Church');
  },
};

/** The next month's link asks for that month. */
export const NextMonth: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Worship Night')).toBeVisible();
    await userEvent.click(canvas.getByRole('link', { name: 'Next month: December 2026' }));
    await expect(await canvas.findByText('Christmas Eve Candlelight Service')).toBeVisible();
    await expect(canvas.getByRole('heading', { level: 2, name: 'December 2026' })).toBeVisible();
    await expect(canvas.queryByText('Worship Night')).toBeNull();
  },
};

export const Loading: Story = {
  parameters: { msw: { handlers: { month: monthScheduleLoading() } } } satisfies ChurchStoryParameters,
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('Loading the schedule');
  },
};

export const Empty: Story = {
  parameters: { route: '/schedule?month=2027-02' } satisfies ChurchStoryParameters,
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('heading', { name: 'Nothing on the schedule this month' })).toBeVisible();
  },
};

export const Failed: Story = {
  parameters: { msw: { handlers: { month: monthScheduleFailing() } } } satisfies ChurchStoryParameters,
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('alert')).toHaveTextContent('An error occurred while fetching the data. Please try again.');
  },
};
