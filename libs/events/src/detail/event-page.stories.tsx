import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import type { ChurchStoryParameters } from '@church/testing/mock-api';
import { eventDetail, myEventTickets, storyTicket } from '../mocks/events-api';
import { eventsPaths } from '../paths';
import { EventPage } from './event-page';

const meta = {
  title: 'Events/EventPage',
  component: EventPage,
  parameters: { route: '/event/21', routePath: eventsPaths.detail.path, msw: { handlers: { event: eventDetail(), mine: myEventTickets() } } } satisfies ChurchStoryParameters,
} satisfies Meta<typeof EventPage>;
export default meta;
type Story = StoryObj<typeof meta>;

export const OnSale: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Marriage Retreat Weekend' })).toBeVisible();
    await expect(canvas.getByText('$249.00')).toBeVisible();
    await expect(canvas.getByText(/^Available until/)).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Register' })).toHaveAttribute('href', '/event/21/tickets');
    await expect(document.title).toBe('Marriage Retreat Weekend · Grace Community Church');
  },
};

/**
 * An event that needs an account: a visitor's "Register" opens the request-login modal, whose links go
 * to the access screen and back to this event's tickets; Escape closes it with focus back on "Register".
 */
export const VisitorNeedsAccount: Story = {
  parameters: { route: '/event/22' } satisfies ChurchStoryParameters,
  play: async ({ canvasElement }) => {
    const user = userEvent.setup();
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    const register = await canvas.findByRole('button', { name: 'Register' });
    await user.click(register);
    let dialog = await body.findByRole('dialog', { name: 'Sign in to register' });
    await expect(within(dialog).getByRole('link', { name: 'Create an account' })).toHaveAttribute('href', '/access?redirectTo=%2Fevent%2F22%2Ftickets&start=register');
    await user.keyboard('{Escape}');
    await waitFor(() => expect(body.queryByRole('dialog')).toBeNull());
    await expect(register).toHaveFocus();
    await user.keyboard('{Enter}');
    dialog = await body.findByRole('dialog', { name: 'Sign in to register' });
    await user.click(within(dialog).getByRole('link', { name: 'Sign in' }));
    await expect(await canvas.findByRole('region', { name: 'Another page' })).toHaveTextContent('/access?redirectTo=%2Fevent%2F22%2Ftickets');
  },
};

/** The same event for a member: "Register" goes straight to the tickets. */
export const MemberRegisters: Story = {
  parameters: { route: '/event/22', session: 'member' } satisfies ChurchStoryParameters,
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('link', { name: 'Register' })).toHaveAttribute('href', '/event/22/tickets');
  },
};

export const RegisterAgain: Story = {
  parameters: { session: 'member', msw: { handlers: { mine: myEventTickets([storyTicket()]) } } } satisfies ChurchStoryParameters,
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('link', { name: 'Register again' })).toHaveAttribute('href', '/event/21/tickets');
  },
};

export const OnlineAccess: Story = {
  parameters: { route: '/event/26', session: 'member', msw: { handlers: { mine: myEventTickets([storyTicket({ idEvento: 26 })]) } } } satisfies ChurchStoryParameters,
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('link', { name: 'Online access' })).toHaveAttribute('href', '/user/registrations/26/tickets');
  },
};

export const SoldOut: Story = {
  parameters: { route: '/event/23' } satisfies ChurchStoryParameters,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Sold out')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Unavailable' })).toBeDisabled();
  },
};

export const NotYetOnSale: Story = {
  parameters: { route: '/event/24' } satisfies ChurchStoryParameters,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(/^Available from/)).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Unavailable' })).toBeDisabled();
  },
};

export const Ended: Story = {
  parameters: { route: '/event/25' } satisfies ChurchStoryParameters,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Expired')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Closed' })).toBeDisabled();
  },
};

export const NotFound: Story = {
  parameters: { route: '/event/99' } satisfies ChurchStoryParameters,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'Event not found.' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'See other events' })).toHaveAttribute('href', '/event');
  },
};

/** An id that is not a number is "event not found" without asking the server. */
export const NotAnId: Story = {
  parameters: { route: '/event/picnic', msw: { handlers: { event: null } } } satisfies ChurchStoryParameters,
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('heading', { name: 'Event not found.' })).toBeVisible();
  },
};
