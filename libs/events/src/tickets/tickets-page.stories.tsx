import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import type { ChurchStoryParameters } from '@church/testing/mock-api';
import { eventDetail, myEventTickets, storyTicket } from '../mocks/events-api';
import { eventsPaths } from '../paths';
import { TicketsPage } from './tickets-page';

const meta = {
  title: 'Events/TicketsPage',
  component: TicketsPage,
  beforeEach: () => sessionStorage.removeItem('church-web:store'),
  parameters: {
    route: '/event/21/tickets',
    routePath: eventsPaths.tickets.path,
    session: 'member',
    msw: { handlers: { event: eventDetail(), mine: myEventTickets() } },
  } satisfies ChurchStoryParameters,
} satisfies Meta<typeof TicketsPage>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A ticket's holder and the event's required question must be filled in before going on to pay. */
export const ChooseAndAnswer: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.selectOptions(await canvas.findByLabelText('Quantity of Couple'), '1');
    await expect(canvas.getByLabelText("Ticket holder's name")).toHaveValue('Ana Souza');
    await userEvent.click(canvas.getByRole('button', { name: 'Continue to payment' }));
    await expect(canvas.getByText('This field is required.')).toBeVisible();
    await userEvent.type(canvas.getByLabelText("Your spouse's name *"), 'Paulo');
    await userEvent.click(canvas.getByRole('button', { name: 'Continue to payment' }));
    await expect(await canvas.findByRole('region', { name: 'Another page' })).toHaveTextContent('/checkout');
    await expect(JSON.parse(sessionStorage.getItem('church-web:store') ?? '{}').eventCheckout).toMatchObject({
      eventId: 21,
      value: 24900,
      tickets: [{ idIngresso: 31, participante: 'Ana Souza', respostas: [{ idPergunta: 41, resposta: 'Paulo' }] }],
    });
  },
};

/** §4 "user limit reached": the member holds as many as a type allows. */
export const LimitReached: Story = {
  parameters: { msw: { handlers: { mine: myEventTickets([storyTicket()]) } } } satisfies ChurchStoryParameters,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('You have reached the limit of 1 per person')).toBeVisible();
    await expect(canvas.getByLabelText('Quantity of Couple')).toBeDisabled();
  },
};

/** §3 "unregistered checkout": a visitor chooses tickets of an event that lets them buy without an account. */
export const VisitorWhereGuestsMayBuy: Story = {
  parameters: { session: 'visitor' } satisfies ChurchStoryParameters,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(/You can buy without an account/)).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Sign in instead' })).toHaveAttribute('href', expect.stringContaining('/access'));
    await userEvent.selectOptions(canvas.getByLabelText('Quantity of Couple'), '1');
    await expect(canvas.getByLabelText("Ticket holder's name")).toHaveValue('');
  },
};

/** An event that asks for an account sends a visitor to /access, to come back here. */
export const VisitorWhereAnAccountIsNeeded: Story = {
  parameters: { session: 'visitor', route: '/event/22/tickets' } satisfies ChurchStoryParameters,
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('region', { name: 'Another page' })).toHaveTextContent('/access');
  },
};
