import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { type ScheduleServiceExtra, type ScheduleServiceExtraProps, ScheduleServiceExtrasProvider } from '@church/routing';
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

/** An extra as a module adds it under each service: it shows which service it is on and how many are on the screen. */
function StoryExtra({ service, services }: ScheduleServiceExtraProps) {
  return <p>{`Extra of service ${service.id}, one of ${services.length}`}</p>;
}

const storyExtras: ScheduleServiceExtra[] = [
  { id: 'story', order: 1, loadCatalog: async () => undefined, load: async () => StoryExtra },
  { id: 'broken', order: 2, loadCatalog: async () => undefined, load: async () => Promise.reject(new Error('chunk failed')) },
];

/** What the church's modules add (through the shell) sits under each service, not under events; one that fails to load is left out. */
export const WithServiceExtras: Story = {
  decorators: [
    (Story) => (
      <ScheduleServiceExtrasProvider load={async () => storyExtras}>
        <Story />
      </ScheduleServiceExtrasProvider>
    ),
  ],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const sunday = within(await canvas.findByRole('region', { name: 'Sunday, November 22' }));
    await expect(await sunday.findByText('Extra of service 1, one of 1')).toBeVisible();
    const tuesday = within(canvas.getByRole('region', { name: 'Tuesday, November 24' }));
    await expect(tuesday.getByText('Worship Night')).toBeVisible();
    await expect(tuesday.queryByText(/^Extra of/)).toBeNull();
    await expect(canvas.getAllByText(/^Extra of/)).toHaveLength(1);
  },
};
