import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { type ChurchStoryParameters, serverError } from '@church/testing/mock-api';
import { memberProgressServer, readingPlansApi, SERMON_UUID, storyProgress } from '../mocks/reading-plans-api';
import { readingPlansPaths } from '../paths';
import { DeleteReadingPlanPage } from './delete-reading-plan-page';

const progress = storyProgress([1, 2]);
const server = memberProgressServer([progress]);

const meta = {
  title: 'ReadingPlans/DeleteReadingPlanPage',
  component: DeleteReadingPlanPage,
  parameters: {
    route: `/reading-plans/${SERMON_UUID}/delete?subscriptionUuid=${progress.uuid}`,
    routePath: readingPlansPaths.delete.path,
    session: 'member',
    msw: { handlers: server.handlers },
  } satisfies ChurchStoryParameters,
  beforeEach: () => server.reset(),
} satisfies Meta<typeof DeleteReadingPlanPage>;
export default meta;
type Story = StoryObj<typeof meta>;

/** It says what is lost and that it cannot be undone; deleting goes to the confirmation. */
export const Delete: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Delete “The Sermon on the Mount”?' })).toBeVisible();
    await expect(canvas.getByText('The plan leaves your plans and your progress in it is lost. This cannot be undone.')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Keep it' }).getAttribute('href')).toMatch(new RegExp(`^/reading-plans/${SERMON_UUID}\\?subscriptionUuid=`));
    await userEvent.click(canvas.getByRole('button', { name: 'Delete the plan' }));
    const next = await canvas.findByRole('region', { name: 'Another page' });
    await expect(next).toHaveTextContent(`/reading-plans/${SERMON_UUID}/delete/confirm?planName=The+Sermon+on+the+Mount`);
  },
};

export const NotFollowing: Story = {
  beforeEach: () => server.reset([]),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'You are not following this plan.' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Back to my plans' })).toHaveAttribute('href', '/reading-plans?tab=mine');
  },
};

export const Failed: Story = {
  parameters: { msw: { handlers: { remove: readingPlansApi.delete('/usuario/{id}/plano-leitura/{inscricao}', serverError) } } } satisfies ChurchStoryParameters,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Delete the plan' }));
    await expect(await canvas.findByRole('alert', {}, { timeout: 5000 })).toHaveTextContent('The plan could not be deleted. Please try again.');
  },
};
