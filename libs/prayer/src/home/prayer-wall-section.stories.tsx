import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import type { ChurchStoryParameters } from '@church/testing/mock-api';
import { prayerWall, prayerWallFailing, prayerWallLoading } from '../mocks/prayer-api';
import { PrayerWallSection } from './prayer-wall-section';

const meta = {
  title: 'Prayer/PrayerWallSection',
  component: PrayerWallSection,
  parameters: { route: '/', routePath: '/', msw: { handlers: { wall: prayerWall() } } } satisfies ChurchStoryParameters,
} satisfies Meta<typeof PrayerWallSection>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The home's newest requests, the wall and the way to share one. */
export const List: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const section = await canvas.findByRole('region', { name: 'Prayer wall' });
    await expect(within(section).getAllByRole('heading', { level: 3 })).toHaveLength(2);
    await expect(within(section).getByRole('link', { name: 'See the prayer wall' })).toHaveAttribute('href', '/prayer');
    await expect(within(section).getByRole('button', { name: 'Share a prayer request' })).toHaveAttribute('aria-haspopup', 'dialog');
  },
};

/** Nothing on the wall yet: the section still invites one. */
export const Empty: Story = {
  parameters: { msw: { handlers: { wall: prayerWall([]) } } } satisfies ChurchStoryParameters,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('No prayer requests on the wall yet.')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Share a prayer request' })).toBeVisible();
  },
};

/** While the wall loads, and if it cannot be read, the home shows no section. */
export const Loading: Story = {
  parameters: { msw: { handlers: { wall: prayerWallLoading() } } } satisfies ChurchStoryParameters,
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('region', { name: 'Prayer wall' })).toBeNull();
  },
};

export const Failed: Story = {
  parameters: { msw: { handlers: { wall: prayerWallFailing() } } } satisfies ChurchStoryParameters,
  play: async ({ canvasElement }) => {
    await new Promise((resolve) => setTimeout(resolve, 50));
    await expect(within(canvasElement).queryByRole('region', { name: 'Prayer wall' })).toBeNull();
  },
};
