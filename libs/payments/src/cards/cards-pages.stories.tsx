import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import type { ChurchStoryParameters } from '@church/testing/mock-api';
import { cardChanges, mercadoPagoServedMethods, paymentCalls, paymentsApi, savedCardsList, storyCard, storyStripe, stripeApi, stripeServedMethods } from '../mocks/payments-api';
// Stripe.js, as the fake stands in for it (window.Stripe), for the church whose cards Stripe serves.
import '../testing/stripe-js-fake.js';
import { paymentsPaths } from '../paths';
import { AddCardPage, CardsPage, DeleteCardPage } from './cards-pages';

const meta = {
  title: 'Payments/Cards',
  component: CardsPage,
  parameters: {
    route: '/user/cards',
    routePath: paymentsPaths.cards.path,
    session: 'member',
    msw: { handlers: { cards: savedCardsList(), changes: cardChanges(), calls: paymentCalls() } },
  } satisfies ChurchStoryParameters,
} satisfies Meta<typeof CardsPage>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Saved: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const group = await canvas.findByRole('region', { name: 'Cards of payment provider 1' });
    await expect(within(group).getByText('VISA •••• 4242, expires 12/40')).toBeVisible();
    await expect(within(group).getByRole('link', { name: 'Remove' })).toHaveAttribute('href', '/user/deletecard?id=61');
    await expect(canvas.getByRole('link', { name: 'Add a card' })).toHaveAttribute('href', '/user/addcard');
  },
};

export const None: Story = {
  parameters: { msw: { handlers: { cards: savedCardsList([]) } } } satisfies ChurchStoryParameters,
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('heading', { name: 'You have no saved cards.' })).toBeVisible();
  },
};

/** In the sandbox (the demo churches), a card typed here is tokenised, then saved by its token; the page says it is a test mode. */
export const AddACard: Story = {
  render: () => <AddCardPage />,
  parameters: { route: '/user/addcard', routePath: paymentsPaths.addCard.path } satisfies ChurchStoryParameters,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('note')).toHaveTextContent('Test mode — no real card is charged');
    await userEvent.click(canvas.getByRole('button', { name: 'Save the card' }));
    await expect(canvas.getByText('Check the card number.')).toBeVisible();
    await userEvent.type(canvas.getByLabelText('Name on the card'), 'Ana Souza');
    await userEvent.type(canvas.getByLabelText('Card number'), '4242 4242 4242 4242');
    await userEvent.type(canvas.getByLabelText('Expiry (MM/YY)'), '12/40');
    await userEvent.type(canvas.getByLabelText('Security code (CVV)'), '123');
    await userEvent.click(canvas.getByRole('button', { name: 'Save the card' }));
    await expect(await canvas.findByRole('region', { name: 'Another page' })).toHaveTextContent('/user/cards');
  },
};

/** The gateway refuses the card as typed: said on its number, nothing saved. */
export const CardRefused: Story = {
  render: () => <AddCardPage />,
  parameters: { route: '/user/addcard', routePath: paymentsPaths.addCard.path, msw: { handlers: { calls: paymentCalls({ count: 0 }, 'invalid') } } } satisfies ChurchStoryParameters,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText('Name on the card'), 'Ana Souza');
    await userEvent.type(canvas.getByLabelText('Card number'), '4242 4242 4242 4241');
    await userEvent.type(canvas.getByLabelText('Expiry (MM/YY)'), '12/40');
    await userEvent.type(canvas.getByLabelText('Security code (CVV)'), '123');
    await userEvent.click(canvas.getByRole('button', { name: 'Save the card' }));
    await expect(await canvas.findByText('Some card information is incorrect. Please check it.')).toBeVisible();
  },
};

export const RemoveACard: Story = {
  render: () => <DeleteCardPage />,
  parameters: { route: '/user/deletecard?id=61', routePath: paymentsPaths.deleteCard.path } satisfies ChurchStoryParameters,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'Remove a card' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Remove the card' }));
    await expect(await canvas.findByRole('region', { name: 'Another page' })).toHaveTextContent('/user/cards');
  },
};

// What the story's Stripe was asked, and what our server was sent to save.
const stripe = storyStripe();
const savedBodies: unknown[] = [];

/**
 * Where Stripe serves the church's cards, the card is typed into Stripe's own fields and confirmed by
 * Stripe.js on the member's SetupIntent; our server gets the SetupIntent's id, never the card.
 */
export const AddACardInStripeFields: Story = {
  render: () => <AddCardPage />,
  beforeEach: () => {
    Object.assign(stripe, storyStripe());
    savedBodies.length = 0;
  },
  parameters: {
    route: '/user/addcard',
    routePath: paymentsPaths.addCard.path,
    paymentMethods: stripeServedMethods,
    msw: {
      handlers: {
        stripe: stripeApi(stripe),
        changes: paymentsApi.post('/usuario-cartao-gateway-pagamento/', async ({ request, response }) => {
          savedBodies.push(await request.json());
          return response(201).json({ cartao: storyCard });
        }),
      },
    },
  } satisfies ChurchStoryParameters,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('note')).toBeNull();
    await userEvent.type(await canvas.findByLabelText('Name on the card'), 'Ana Souza');
    const frame = (await canvas.findByTitle('Secure card payment input frame')) as HTMLIFrameElement;
    await waitFor(() => expect(frame.contentDocument?.querySelector('input')).not.toBeNull());
    const fields = within(frame.contentDocument?.body as HTMLElement);
    await userEvent.type(fields.getByLabelText('Card number'), '4242 4242 4242 4242');
    await userEvent.type(fields.getByLabelText('Expiration date MM / YY'), '1240');
    await userEvent.type(fields.getByLabelText('Security code'), '123');
    await userEvent.click(canvas.getByRole('button', { name: 'Save the card' }));
    await expect(await canvas.findByRole('region', { name: 'Another page' })).toHaveTextContent('/user/cards');
    await expect(stripe.calls.map((call) => call.path)).toEqual(['/v1/setup_intents/seti_story0000000001/confirm']);
    await expect(savedBodies).toEqual([{ setupIntent: 'seti_story0000000001' }]);
  },
};

/** Where Mercado Pago takes the church's cards, none is kept: the add-card page says so (cards are typed at each payment, monthly gifts go by Pix), and offers no fields. */
export const AddACardWhereCardsAreNotKept: Story = {
  render: () => <AddCardPage />,
  parameters: { route: '/user/addcard', routePath: paymentsPaths.addCard.path, paymentMethods: mercadoPagoServedMethods } satisfies ChurchStoryParameters,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(/This church does not keep cards/)).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Save the card' })).toBeNull();
    await expect(canvas.getByRole('link', { name: 'Back to my cards' })).toHaveAttribute('href', paymentsPaths.cards.href());
  },
};
