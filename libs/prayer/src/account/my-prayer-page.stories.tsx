import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import type { ChurchStoryParameters } from '@church/testing/mock-api';
import { leaveMessage, prayerRequest, prayerRequestFailing, prayerRequestLoading, prayFor, storyDetail, storyMine } from '../mocks/prayer-api';
import { prayerPaths } from '../paths';
import { MyPrayerPage } from './my-prayer-page';

const privateRequest = storyDetail({ ...storyMine[0], flagAutor: true, flagReceberLigacao: true, flagReceberVisita: true, mensagens: [] });

const meta = {
  title: 'Prayer/MyPrayerPage',
  component: MyPrayerPage,
  parameters: {
    route: '/user/prayer/31',
    routePath: prayerPaths.mineDetail.path,
    session: 'member',
    msw: { handlers: { request: prayerRequest([privateRequest]), pray: prayFor(1), message: leaveMessage() } },
  } satisfies ChurchStoryParameters,
} satisfies Meta<typeof MyPrayerPage>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The member's private request, with what they asked the church for and the way to delete it. */
export const Private: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Ana Souza' })).toBeVisible();
    await expect(canvas.getByText('This request is not on the wall: only its author and the church staff can see it.')).toBeVisible();
    await expect(canvas.getByText('Would like a call and a visit from the church.')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Delete this request' })).toHaveAttribute('href', '/prayer/31/delete');
    await expect(canvas.getByRole('link', { name: 'Back to my prayer requests' })).toHaveAttribute('href', '/user/prayer');
  },
};

export const Loading: Story = {
  parameters: { msw: { handlers: { request: prayerRequestLoading() } } } satisfies ChurchStoryParameters,
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('Loading the prayer request');
  },
};

export const NotFound: Story = {
  parameters: { route: '/user/prayer/99' } satisfies ChurchStoryParameters,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'Content not found' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Back to my prayer requests' })).toHaveAttribute('href', '/user/prayer');
  },
};

export const Failed: Story = {
  parameters: { msw: { handlers: { request: prayerRequestFailing() } } } satisfies ChurchStoryParameters,
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('alert')).toHaveTextContent('An error occurred while fetching the data. Please try again.');
  },
};
