import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import type { ChurchStoryParameters } from '@church/testing/mock-api';
import { deletePrayer, deletePrayerFailing, prayerRequest, prayerRequestFailing, prayerRequestLoading, storyDetail } from '../mocks/prayer-api';
import { prayerPaths } from '../paths';
import { DeletePrayerPage, DeletePrayerSuccessPage } from './delete-prayer-pages';

const meta = {
  title: 'Prayer/DeletePrayerPage',
  component: DeletePrayerPage,
  parameters: {
    route: '/prayer/21/delete',
    routePath: prayerPaths.delete.path,
    session: 'member',
    msw: { handlers: { request: prayerRequest([storyDetail({ flagAutor: true })]), remove: deletePrayer() } },
  } satisfies ChurchStoryParameters,
} satisfies Meta<typeof DeletePrayerPage>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The author confirms, and goes to the success screen. */
export const Confirm: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(/^Delete your request “Thank God with us/)).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Cancel' })).toHaveAttribute('href', '/prayer/21');
    await userEvent.click(canvas.getByRole('button', { name: 'Yes, delete it' }));
    await expect(await canvas.findByRole('region', { name: 'Another page' })).toHaveTextContent('/prayer/delete/success');
  },
};

/** Someone else's request cannot be deleted. */
export const NotTheAuthor: Story = {
  parameters: { msw: { handlers: { request: prayerRequest([storyDetail()]) } } } satisfies ChurchStoryParameters,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Only the person who shared a prayer request can delete it.')).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Yes, delete it' })).toBeNull();
  },
};

export const DeleteFails: Story = {
  parameters: { msw: { handlers: { remove: deletePrayerFailing() } } } satisfies ChurchStoryParameters,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Yes, delete it' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent('The prayer request could not be deleted. Please try again.');
  },
};

export const Loading: Story = {
  parameters: { msw: { handlers: { request: prayerRequestLoading() } } } satisfies ChurchStoryParameters,
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('Loading the prayer request');
  },
};

export const NotFound: Story = {
  parameters: { route: '/prayer/99/delete' } satisfies ChurchStoryParameters,
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('heading', { name: 'Content not found' })).toBeVisible();
  },
};

export const Failed: Story = {
  parameters: { msw: { handlers: { request: prayerRequestFailing() } } } satisfies ChurchStoryParameters,
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('alert')).toHaveTextContent('An error occurred while fetching the data. Please try again.');
  },
};

/** §2 "/prayer/delete/success". */
export const Deleted: Story = {
  render: () => <DeletePrayerSuccessPage />,
  parameters: { route: '/prayer/delete/success', routePath: prayerPaths.deleteSuccess.path } satisfies ChurchStoryParameters,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Prayer request deleted' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'My prayer requests' })).toHaveAttribute('href', '/user/prayer');
  },
};
