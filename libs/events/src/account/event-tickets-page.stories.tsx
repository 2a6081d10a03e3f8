import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import type { ChurchStoryParameters } from '@church/testing/mock-api';
import { eventDetail, myEventTickets, storyTicket } from '../mocks/events-api';
import { EventTicketsPage } from './event-tickets-page';

const meta = {
  title: 'Events/EventTicketsPage',
  component: EventTicketsPage,
  parameters: {
    route: '/user/registrations/21/tickets',
    routePath: '/user/registrations/:eventId/tickets',
    session: 'member',
    msw: { handlers: { event: eventDetail(), mine: myEventTickets([storyTicket(), storyTicket({ id: 502, participante: 'Paulo Souza', statusPagamento: 'pendente' })]) } },
  } satisfies ChurchStoryParameters,
} satisfies Meta<typeof EventTicketsPage>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Each ticket with its check-in QR code, its payment's state linking to the payment, and the calendar file. */
export const Tickets: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('img', { name: 'Check-in code of the ticket of Ana Souza' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Payment confirmed' })).toHaveAttribute('href', '/user/payment/K7Q2M9XW4TPA8C3D');
    await expect(canvas.getByRole('link', { name: 'Awaiting payment' })).toBeVisible();
    await expect(canvas.getAllByRole('link', { name: 'Add to calendar' })[0]).toHaveAttribute('href', '/event/21/calendar.ics');
  },
};

/** An online event's paid ticket opens its exclusive content. */
export const OnlineTicket: Story = {
  parameters: { msw: { handlers: { mine: myEventTickets([storyTicket({ flagConteudoExclusivo: true })]) } } } satisfies ChurchStoryParameters,
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('link', { name: 'Exclusive content' })).toHaveAttribute('href', '/user/registrations/21/ticket/501/content');
  },
};

export const NoTickets: Story = {
  parameters: { msw: { handlers: { mine: myEventTickets([]) } } } satisfies ChurchStoryParameters,
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('heading', { name: 'You have no tickets for this event.' })).toBeVisible();
  },
};
