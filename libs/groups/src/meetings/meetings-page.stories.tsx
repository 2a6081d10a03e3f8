import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import type { ChurchStoryParameters } from '@church/testing/mock-api';
import { meetingsFailing, meetingsForbidden, meetingsList, meetingsLoading } from '../mocks/groups-api';
import { groupsPaths } from '../paths';
import { GroupMeetingsPage } from './meetings-page';

const meta = {
  title: 'Groups/GroupMeetingsPage',
  component: GroupMeetingsPage,
  parameters: {
    route: '/groups/1/meetings',
    routePath: groupsPaths.meetings.path,
    session: 'member',
    msw: { handlers: { meetings: meetingsList() } },
  } satisfies ChurchStoryParameters,
} satisfies Meta<typeof GroupMeetingsPage>;
export default meta;
type Story = StoryObj<typeof meta>;

export const List: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Meeting records' })).toBeVisible();
    await expect(canvas.getByText('Beacon Hill Couples')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'The vine and the branches' })).toHaveAttribute('href', '/groups/1/meetings/31');
    await expect(canvas.getAllByRole('listitem')[0]).toHaveTextContent(/7:30 PM – 9:00 PM/);
    await expect(canvas.getAllByRole('listitem')[0]?.querySelector('time')).toHaveAttribute('dateTime', '2026-11-17');
  },
};

export const Empty: Story = {
  parameters: { msw: { handlers: { meetings: meetingsList([]) } } } satisfies ChurchStoryParameters,
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('heading', { name: 'No meetings recorded yet' })).toBeVisible();
  },
};

/** A member who is not in the group (nor staff). */
export const NotInTheGroup: Story = {
  parameters: { msw: { handlers: { meetings: meetingsForbidden() } } } satisfies ChurchStoryParameters,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: "Only for the group's members" })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Back to the group' })).toHaveAttribute('href', '/groups/1');
  },
};

export const Loading: Story = {
  parameters: { msw: { handlers: { meetings: meetingsLoading() } } } satisfies ChurchStoryParameters,
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('Loading the meetings');
  },
};

export const Failed: Story = {
  parameters: { msw: { handlers: { meetings: meetingsFailing() } } } satisfies ChurchStoryParameters,
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('alert')).toHaveTextContent('An error occurred while fetching the data. Please try again.');
  },
};
