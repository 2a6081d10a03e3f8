import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import type { ChurchStoryParameters } from '@church/testing/mock-api';
import { checkoutCalls, eventDetail, guestPurchaseAnswer, purchaseAnswer, savedCardsList, storyPayment, storyTicket } from '../mocks/events-api';
import { eventsPaths } from '../paths';
import { CheckoutPage } from './checkout-page';

const chosen = {
  eventCheckout: {
    eventId: 21,
    tickets: [{ idIngresso: 31, participante: 'Ana Souza', respostas: [{ idPergunta: 41, resposta: 'Paulo' }] }],
    value: 24900,
    idempotencyKey: 'story-key-000000000001',
  },
};

const meta = {
  title: 'Events/CheckoutPage',
  component: CheckoutPage,
  beforeEach: () => sessionStorage.setItem('church-web:store', JSON.stringify(chosen)),
  parameters: {
    route: '/checkout',
    routePath: eventsPaths.checkout.path,
    session: 'member',
    msw: { handlers: { event: eventDetail(), cards: savedCardsList([]), calls: checkoutCalls(), purchase: purchaseAnswer({ inscricoes: [storyTicket()], pagamento: storyPayment() }) } },
  } satisfies ChurchStoryParameters,
} satisfies Meta<typeof CheckoutPage>;
export default meta;
type Story = StoryObj<typeof meta>;

async function payByCard(canvasElement: HTMLElement) {
  const canvas = within(canvasElement);
  await userEvent.click(await canvas.findByRole('radio', { name: 'Credit card' }));
  await userEvent.type(canvas.getByLabelText('Name on the card'), 'Ana Souza');
  await userEvent.type(canvas.getByLabelText('Card number'), '4242 4242 4242 4242');
  await userEvent.type(canvas.getByLabelText('Expiry (MM/YY)'), '12/40');
  await userEvent.type(canvas.getByLabelText('Security code (CVV)'), '123');
  return canvas;
}

/** The total counts the fee, installments say whether they carry interest, and a paid order goes to the thank-you. */
export const PaidByCard: Story = {
  play: async ({ canvasElement }) => {
    const canvas = await payByCard(canvasElement);
    await expect(await canvas.findByText('$259.33', { selector: 'dd' })).toBeVisible();
    const installments = await canvas.findByLabelText('Installments');
    await expect(within(installments).getByRole('option', { name: /^6× .* with interest/ })).toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: /^Pay/ }));
    await expect(await canvas.findByRole('region', { name: 'Another page' })).toHaveTextContent('/checkout/thank-you');
  },
};

/** A refusal shows §8's title and action for its code. */
export const SoldOutMeanwhile: Story = {
  parameters: { msw: { handlers: { purchase: purchaseAnswer({ code: 'EVT_REG_001' }) } } } satisfies ChurchStoryParameters,
  play: async ({ canvasElement }) => {
    const canvas = await payByCard(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: /^Pay/ }));
    const alert = await canvas.findByRole('alert');
    await expect(alert).toHaveTextContent('The tickets are sold out.');
    await expect(within(alert).getByRole('button', { name: 'See other events' })).toBeVisible();
  },
};

export const UnknownCode: Story = {
  parameters: { msw: { handlers: { purchase: purchaseAnswer({ code: 'GATEWAY_DOWN' }) } } } satisfies ChurchStoryParameters,
  play: async ({ canvasElement }) => {
    const canvas = await payByCard(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: /^Pay/ }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent('An unknown payment error happened.');
  },
};

/** Card fields are checked before anything is sent. */
export const IncompleteCard: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('radio', { name: 'Credit card' }));
    await userEvent.click(canvas.getByRole('button', { name: /^Pay/ }));
    await expect(canvas.getByText('Check the card number.')).toBeVisible();
    await expect(canvas.getByLabelText('Card number')).toHaveAttribute('aria-invalid', 'true');
  },
};

/** A saved card is offered first; paying with it sends its id, not a card. */
export const WithASavedCard: Story = {
  parameters: { msw: { handlers: { cards: savedCardsList() } } } satisfies ChurchStoryParameters,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('radio', { name: 'Credit card' }));
    await expect(await canvas.findByRole('radio', { name: 'VISA •••• 4242, expires 12/40' })).toBeChecked();
    await expect(canvas.queryByLabelText('Card number')).toBeNull();
    await userEvent.click(canvas.getByRole('radio', { name: 'A new card' }));
    await expect(canvas.getByLabelText('Card number')).toBeVisible();
    await expect(canvas.getByRole('checkbox', { name: 'Save this card for next time' })).toBeChecked();
  },
};

export const NothingChosen: Story = {
  beforeEach: () => sessionStorage.removeItem('church-web:store'),
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('heading', { name: 'No tickets chosen yet.' })).toBeVisible();
  },
};

/** §3 "unregistered checkout": a visitor gives their name and e-mail, pays, and goes to the thank-you; no card is saved for them. */
export const VisitorBuysWithoutAnAccount: Story = {
  parameters: {
    session: 'visitor',
    msw: { handlers: { guestPurchase: guestPurchaseAnswer({ inscricoes: [storyTicket()], pagamento: storyPayment() }) } },
  } satisfies ChurchStoryParameters,
  play: async ({ canvasElement }) => {
    const canvas = await payByCard(canvasElement);
    await expect(canvas.queryByRole('checkbox', { name: 'Save this card for next time' })).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: /^Pay/ }));
    await expect(canvas.getAllByText('This field is required.')).toHaveLength(2);
    await expect(canvas.getByText('Enter a valid e-mail address.')).toBeVisible();
    await userEvent.type(canvas.getByLabelText('First name'), 'Alex');
    await userEvent.type(canvas.getByLabelText('Last name'), 'Morgan');
    await userEvent.type(canvas.getByLabelText('E-mail'), 'alex.morgan@example.org');
    await userEvent.click(canvas.getByRole('button', { name: /^Pay/ }));
    await expect(await canvas.findByRole('region', { name: 'Another page' })).toHaveTextContent('/checkout/thank-you');
    await expect(JSON.parse(sessionStorage.getItem('church-web:store') ?? '{}').lastPurchase).toMatchObject({ chaveAcesso: expect.any(String) });
  },
};
