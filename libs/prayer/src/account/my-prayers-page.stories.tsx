import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import type { ChurchStoryParameters } from '@church/testing/mock-api';
import { myPrayers, myPrayersFailing, myPrayersLoading } from '../mocks/prayer-api';
import { prayerPaths } from '../paths';
import { MyPrayersPage } from './my-prayers-page';

const meta = {
  title: 'Prayer/MyPrayersPage',
  component: MyPrayersPage,
  parameters: { route: '/user/prayer', routePath: prayerPaths.mine.path, session: 'member', msw: { handlers: { mine: myPrayers() } } } satisfies ChurchStoryParameters,
} satisfies Meta<typeof MyPrayersPage>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The member's requests, private and on the wall, each opening in the account. */
export const List: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('link', { name: 'Ana Souza · Health' })).toHaveAttribute('href', '/user/prayer/31');
    await expect(canvas.getByText('Private')).toBeVisible();
    await expect(canvas.getByText('On the wall')).toBeVisible();
    await expect(canvas.getByText('4 people prayed')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Share a prayer request' })).toHaveAttribute('href', '/prayer/new?redirectTo=%2Fuser%2Fprayer');
  },
};

export const Empty: Story = {
  parameters: { msw: { handlers: { mine: myPrayers([]) } } } satisfies ChurchStoryParameters,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'You have not shared a prayer request yet' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Share a prayer request' })).toBeVisible();
  },
};

export const Loading: Story = {
  parameters: { msw: { handlers: { mine: myPrayersLoading() } } } satisfies ChurchStoryParameters,
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('Loading your prayer requests');
  },
};

export const Failed: Story = {
  parameters: { msw: { handlers: { mine: myPrayersFailing() } } } satisfies ChurchStoryParameters,
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('alert')).toHaveTextContent('An error occurred while fetching the data. Please try again.');
  },
};
