import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import type { ChurchStoryParameters } from '@church/testing/mock-api';
import { comingDays, comingDaysFailing, comingDaysLoading } from '../mocks/schedule-api';
import { ComingWeekSection } from './coming-week-section';

/** The schedule's section of the church home ("This week"), with its data. */
const meta = {
  title: 'Schedule/ComingWeekSection',
  component: ComingWeekSection,
  parameters: { route: '/', msw: { handlers: { coming: comingDays() } } } satisfies ChurchStoryParameters,
} satisfies Meta<typeof ComingWeekSection>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Loaded: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 2, name: 'This week' })).toBeVisible();
    await expect(await canvas.findByText('Worship Night')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Worship Night' })).toHaveAttribute('href', '/event/3');
    await expect(canvas.getByRole('link', { name: 'See the full schedule' })).toHaveAttribute('href', '/schedule');
  },
};

export const Loading: Story = {
  parameters: { msw: { handlers: { coming: comingDaysLoading() } } } satisfies ChurchStoryParameters,
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent("Loading this week's schedule");
  },
};

export const NothingOn: Story = {
  parameters: { msw: { handlers: { coming: comingDays([]) } } } satisfies ChurchStoryParameters,
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('heading', { name: 'Nothing on the schedule in the next seven days' })).toBeVisible();
  },
};

export const Failed: Story = {
  parameters: { msw: { handlers: { coming: comingDaysFailing() } } } satisfies ChurchStoryParameters,
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('alert')).toHaveTextContent('An error occurred while fetching the data. Please try again.');
  },
};
