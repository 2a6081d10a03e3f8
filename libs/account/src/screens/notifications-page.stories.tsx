import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import type { ChurchStoryParameters } from '@church/testing/mock-api';
import { notifications, notificationsFailing, notificationsLoading } from '../mocks/account-api';
import { accountPaths } from '../paths';
import { NotificationsPage } from './notifications-page';

const meta = {
  title: 'Account/NotificationsPage',
  component: NotificationsPage,
  parameters: {
    route: '/user/notifications',
    routePath: accountPaths.notifications.path,
    session: 'member',
    msw: { handlers: { notifications: notifications() } },
  } satisfies ChurchStoryParameters,
} satisfies Meta<typeof NotificationsPage>;
export default meta;
type Story = StoryObj<typeof meta>;

export const SignedIn: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Notifications' })).toBeVisible();
    await expect(await canvas.findByText('Christmas Eve services: times announced')).toBeVisible();
    await expect(canvas.getByText('We are glad you joined us.')).toBeVisible();
    await expect(canvas.getByText('Nov 2, 2026')).toBeVisible();
    await expect(document.title).toBe('Notifications · Grace Community Church');
  },
};

export const Empty: Story = {
  parameters: { msw: { handlers: { notifications: notifications([]) } } } satisfies ChurchStoryParameters,
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('heading', { name: 'No notifications' })).toBeVisible();
  },
};

export const Loading: Story = {
  parameters: { msw: { handlers: { notifications: notificationsLoading() } } } satisfies ChurchStoryParameters,
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('Loading notifications');
  },
};

export const Failed: Story = {
  parameters: { msw: { handlers: { notifications: notificationsFailing() } } } satisfies ChurchStoryParameters,
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('alert')).toHaveTextContent('An error occurred while fetching the data. Please try again.');
  },
};
