import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import type { ChurchStoryParameters } from '@church/testing/mock-api';
import { prayerWall, prayerWallFailing, prayerWallLoading, storyRequests } from '../mocks/prayer-api';
import { prayerPaths } from '../paths';
import { PrayerWallPage } from './prayer-wall-page';

const meta = {
  title: 'Prayer/PrayerWallPage',
  component: PrayerWallPage,
  parameters: {
    route: '/prayer',
    routePath: prayerPaths.wall.path,
    msw: { handlers: { wall: prayerWall() } },
  } satisfies ChurchStoryParameters,
} satisfies Meta<typeof PrayerWallPage>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The requests on the wall: who asked and why, the message, the picture and the counts, each opening its page. */
export const List: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Prayer wall' })).toBeVisible();
    const first = await canvas.findByRole('link', { name: 'Emily Carter · Thanksgiving' });
    await expect(first).toHaveAttribute('href', '/prayer/21');
    await expect(canvas.getByRole('link', { name: 'Daniel Brooks · Family' })).toHaveAttribute('href', '/prayer/20');
    await expect(canvas.getByText('2 people prayed')).toBeVisible();
    await expect(canvas.getByText('1 person prayed')).toBeVisible();
    await expect(canvas.getByText('No messages')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Share a prayer request' })).toHaveAttribute('aria-haspopup', 'dialog');
    await expect(document.title).toBe('Prayer wall · Grace Community Church');
  },
};

/** A member goes straight to the new request's form. */
export const MemberSharesRequest: Story = {
  parameters: { session: 'member' } satisfies ChurchStoryParameters,
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('link', { name: 'Share a prayer request' })).toHaveAttribute('href', '/prayer/new');
  },
};

/**
 * A visitor who wants to share a request is offered signing in or creating an account in a modal,
 * which brings them back to the new request's form; "Not now" closes it with focus back on the button.
 */
export const VisitorSharesRequest: Story = {
  play: async ({ canvasElement }) => {
    const user = userEvent.setup();
    const body = within(canvasElement.ownerDocument.body);
    const share = within(canvasElement).getByRole('button', { name: 'Share a prayer request' });
    await user.click(share);
    const dialog = await body.findByRole('dialog', { name: 'Sign in to share a prayer request' });
    await expect(within(dialog).getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/access?redirectTo=%2Fprayer%2Fnew');
    await expect(within(dialog).getByRole('link', { name: 'Create an account' })).toHaveAttribute('href', '/access?redirectTo=%2Fprayer%2Fnew&start=register');
    await user.click(within(dialog).getByRole('button', { name: 'Not now' }));
    await waitFor(() => expect(body.queryByRole('dialog')).toBeNull());
    await expect(share).toHaveFocus();
  },
};

/** More than a page: the pages are links that work without JavaScript. */
export const Paged: Story = {
  parameters: { route: '/prayer?page=2', msw: { handlers: { wall: prayerWall(storyRequests, 25) } } } satisfies ChurchStoryParameters,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Page 2 of 3')).toBeVisible();
    await expect(canvas.getByRole('navigation', { name: 'Pages of the prayer wall' })).toBeVisible();
  },
};

export const Loading: Story = {
  parameters: { msw: { handlers: { wall: prayerWallLoading() } } } satisfies ChurchStoryParameters,
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('Loading the prayer wall');
  },
};

export const Empty: Story = {
  parameters: { msw: { handlers: { wall: prayerWall([]) } } } satisfies ChurchStoryParameters,
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('heading', { name: 'No prayer requests on the wall yet' })).toBeVisible();
  },
};

export const Failed: Story = {
  parameters: { msw: { handlers: { wall: prayerWallFailing() } } } satisfies ChurchStoryParameters,
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('alert')).toHaveTextContent('An error occurred while fetching the data. Please try again.');
  },
};
