import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { ComingWeek } from './coming-week';

const meta = {
  title: 'Schedule/ComingWeek',
  component: ComingWeek,
  args: {
    failed: false,
    items: [
      { id: 1, tipo: 'CULTO', titulo: 'Midweek Prayer Meeting', dataInicio: '2026-11-25T19:00:00-05:00', dataFim: '2026-11-25T20:00:00-05:00', local: 'Fellowship Hall' },
    ],
  },
} satisfies Meta<typeof ComingWeek>;
export default meta;
type Story = StoryObj<typeof meta>;

export const WithItems: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 2, name: 'This week' })).toBeVisible();
    await expect(canvas.getByRole('heading', { level: 3, name: 'Wednesday, November 25' })).toBeVisible();
    await expect(canvas.getByText('Midweek Prayer Meeting')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'See the full schedule' })).toHaveAttribute('href', '/schedule');
  },
};

export const NothingOn: Story = {
  args: { items: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('heading', { name: 'Nothing on the schedule in the next seven days' })).toBeVisible();
  },
};

export const Loading: Story = {
  args: { items: undefined },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent("Loading this week's schedule");
  },
};

export const Failed: Story = {
  args: { items: undefined, failed: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent('An error occurred while fetching the data. Please try again.');
  },
};
