import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import type { ChurchStoryParameters } from '@church/testing/mock-api';
import { prayerPaths } from '../paths';
import { NewPrayerSuccessPage } from './new-prayer-success-page';

const meta = {
  title: 'Prayer/NewPrayerSuccessPage',
  component: NewPrayerSuccessPage,
  parameters: { route: '/prayer/new/success', routePath: prayerPaths.newSuccess.path, session: 'member' } satisfies ChurchStoryParameters,
} satisfies Meta<typeof NewPrayerSuccessPage>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Sent: on to the wall, or to the member's requests. */
export const Sent: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Prayer request sent' })).toBeVisible();
    await expect(canvas.getByRole('status')).toHaveTextContent('Thank you for sharing. The church will pray with you.');
    await expect(canvas.getByRole('link', { name: 'Continue' })).toHaveAttribute('href', '/prayer');
    await expect(canvas.getByRole('link', { name: 'My prayer requests' })).toHaveAttribute('href', '/user/prayer');
  },
};

/** `redirectTo` (a path of this site only) is where "Continue" goes. */
export const WithRedirect: Story = {
  parameters: { route: '/prayer/new/success?redirectTo=%2Fuser%2Faccount' } satisfies ChurchStoryParameters,
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('link', { name: 'Continue' })).toHaveAttribute('href', '/user/account');
  },
};

export const ForeignRedirect: Story = {
  parameters: { route: '/prayer/new/success?redirectTo=https%3A%2F%2Fevil.example%2F' } satisfies ChurchStoryParameters,
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('link', { name: 'Continue' })).toHaveAttribute('href', '/prayer');
  },
};
