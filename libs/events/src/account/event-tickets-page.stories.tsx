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

/** Each paid ticket with its check-in QR code, an unpaid one without (issue 22), its payment's state linking to the payment, and the calendar file. */
export const Tickets: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('img', { name: 'Check-in code of the ticket of Ana Souza' })).toBeVisible();
    await expect(canvas.queryByRole('img', { name: 'Check-in code of the ticket of Paulo Souza' })).toBeNull();
    const unpaid = canvas.getByText('Paulo Souza').closest('li') as HTMLElement;
    await expect(within(unpaid).getByText('Your QR code appears here once the payment is confirmed.')).toBeVisible();
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

/** Tickets held for a Pix not paid yet: no QR code until the payment is confirmed, and it says so. */
export const QrCodePending: Story = {
  parameters: {
    msw: { handlers: { mine: myEventTickets([storyTicket({ statusPagamento: 'pendente' }), storyTicket({ id: 502, participante: 'Paulo Souza', statusPagamento: 'pendente' })]) } },
  } satisfies ChurchStoryParameters,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findAllByText('Your QR code appears here once the payment is confirmed.')).toHaveLength(2);
    await expect(canvas.queryByRole('img', { name: /^Check-in code/ })).toBeNull();
    await expect(canvas.getAllByRole('link', { name: 'Awaiting payment' })).toHaveLength(2);
  },
};

/** Issue 24, part 5: a ticket whose payment the card holder's bank disputed keeps its check-in code, and says what happens if the bank returns the money. */
export const PaymentDisputed: Story = {
  parameters: { msw: { handlers: { mine: myEventTickets([storyTicket({ statusPagamento: 'contestado', flagConteudoExclusivo: true })]) } } } satisfies ChurchStoryParameters,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('img', { name: 'Check-in code of the ticket of Ana Souza' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Payment disputed' })).toHaveAttribute('href', '/user/payment/K7Q2M9XW4TPA8C3D');
    await expect(canvas.getByText("The card holder's bank disputed this payment. The ticket stays valid unless the bank returns the money.")).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Exclusive content' })).toBeVisible();
  },
};

export const NoTickets: Story = {
  parameters: { msw: { handlers: { mine: myEventTickets([]) } } } satisfies ChurchStoryParameters,
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('heading', { name: 'You have no tickets for this event.' })).toBeVisible();
  },
};
