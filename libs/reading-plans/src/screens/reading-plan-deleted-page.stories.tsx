import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import type { ChurchStoryParameters } from '@church/testing/mock-api';
import { SERMON_UUID } from '../mocks/reading-plans-api';
import { readingPlansPaths } from '../paths';
import { ReadingPlanDeletedPage } from './reading-plan-deleted-page';

const meta = {
  title: 'ReadingPlans/ReadingPlanDeletedPage',
  component: ReadingPlanDeletedPage,
  parameters: {
    route: `/reading-plans/${SERMON_UUID}/delete/confirm?planName=The+Sermon+on+the+Mount`,
    routePath: readingPlansPaths.deleted.path,
    session: 'member',
  } satisfies ChurchStoryParameters,
} satisfies Meta<typeof ReadingPlanDeletedPage>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Deleted: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Plan deleted' })).toBeVisible();
    await expect(canvas.getByRole('status')).toHaveTextContent('“The Sermon on the Mount” and your progress in it were deleted.');
    await expect(canvas.getByRole('link', { name: 'Back to my plans' })).toHaveAttribute('href', '/reading-plans?tab=mine');
    await expect(canvas.getByRole('link', { name: 'Start it again' })).toHaveAttribute('href', `/reading-plans/${SERMON_UUID}?planName=The+Sermon+on+the+Mount`);
  },
};
