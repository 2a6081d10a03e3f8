import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import type { ChurchStoryParameters } from '@church/testing/mock-api';
import { meetingDetail, meetingFailing, meetingForbidden, meetingLoading } from '../mocks/groups-api';
import { groupsPaths } from '../paths';
import { GroupMeetingPage } from './meeting-page';

const meta = {
  title: 'Groups/GroupMeetingPage',
  component: GroupMeetingPage,
  parameters: {
    route: '/groups/1/meetings/31',
    routePath: groupsPaths.meeting.path,
    session: 'member',
    msw: { handlers: { meeting: meetingDetail() } },
  } satisfies ChurchStoryParameters,
} satisfies Meta<typeof GroupMeetingPage>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Record: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: 'The vine and the branches' })).toBeVisible();
    await expect(canvas.getByText('7:30 PM – 9:00 PM')).toBeVisible();
    await expect(canvas.getByRole('region', { name: 'Notes' })).toHaveTextContent('Eight present. We prayed for the Lee family’s move.');
    await expect(canvas.getByRole('link', { name: 'Back to the meetings' })).toHaveAttribute('href', '/groups/1/meetings');
  },
};

export const WithoutNotes: Story = {
  parameters: { route: '/groups/1/meetings/30' } satisfies ChurchStoryParameters,
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('No notes for this meeting.')).toBeVisible();
  },
};

export const NotFound: Story = {
  parameters: { route: '/groups/1/meetings/99' } satisfies ChurchStoryParameters,
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('heading', { name: 'Meeting not found' })).toBeVisible();
  },
};

export const NotInTheGroup: Story = {
  parameters: { msw: { handlers: { meeting: meetingForbidden() } } } satisfies ChurchStoryParameters,
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('heading', { name: "Only for the group's members" })).toBeVisible();
  },
};

export const Loading: Story = {
  parameters: { msw: { handlers: { meeting: meetingLoading() } } } satisfies ChurchStoryParameters,
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('Loading the meeting');
  },
};

export const Failed: Story = {
  parameters: { msw: { handlers: { meeting: meetingFailing() } } } satisfies ChurchStoryParameters,
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('alert')).toHaveTextContent('An error occurred while fetching the data. Please try again.');
  },
};
