import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import type { ChurchStoryParameters } from '@church/testing/mock-api';
import {
  checkoutCalls,
  eventDetail,
  guestPurchaseAnswer,
  purchaseAnswer,
  purchaseSteps,
  type SentPurchase,
  storyPayment,
  storyTicket,
} from '../mocks/events-api';
import { savedCardsList } from '@church/payments/mocks';
import { eventsPaths } from '../paths';
import { CheckoutPage } from './checkout-page';

const chosen = {
  eventCheckout: {
    eventId: 21,
    tickets: [{ idIngresso: 31, participante: 'Ana Souza', respostas: [{ idPergunta: 41, resposta: 'Paulo' }] }],
    value: 24900,
  },
};

const bought = { inscricoes: [storyTicket()], pagamento: storyPayment() };

/** The session store's checkout, as the story left it. */
const storedCheckout = () => (JSON.parse(sessionStorage.getItem('church-web:store') ?? '{}') as { eventCheckout?: { attempt?: { key: string; request: unknown } | null } }).eventCheckout;

// What the purchase handlers of the stories below were sent, and how many cards were tokenised.
const sent: SentPurchase[] = [];
const tokens = { count: 0 };
const counting = () => {
  sent.length = 0;
  tokens.count = 0;
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

/** The answer is lost: the same purchase is sent again by itself (same key, same body, one token), and the buyer is told meanwhile. */
export const LostAnswerSentAgain: Story = {
  beforeEach: counting,
  parameters: { msw: { handlers: { calls: checkoutCalls(tokens), purchase: purchaseSteps(['lost', bought], sent) } } } satisfies ChurchStoryParameters,
  play: async ({ canvasElement }) => {
    const canvas = await payByCard(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: /^Pay/ }));
    await expect(await canvas.findByRole('status')).toHaveTextContent('Confirming your payment…');
    await expect(canvas.getByRole('button', { name: 'Processing…' })).toBeDisabled();
    await expect(await canvas.findByRole('region', { name: 'Another page' }, { timeout: 5000 })).toHaveTextContent('/checkout/thank-you');
    await expect(sent).toHaveLength(2);
    await expect(sent[1]).toEqual(sent[0]);
    await expect(sent[0]?.key).toMatch(/^[0-9a-f]{36}$/);
    await expect(tokens.count).toBe(1);
  },
};

/**
 * "Not now" three times (a purchase still being answered): the buyer reads that we could not confirm it and
 * that they were not charged twice; the form is locked to that purchase, and "Try again" sends it again, unchanged.
 */
export const CouldNotConfirm: Story = {
  beforeEach: counting,
  parameters: {
    msw: {
      handlers: {
        calls: checkoutCalls(tokens),
        purchase: purchaseSteps(
          [
            { status: 409, code: 'IDEMPOTENCY_IN_PROGRESS', retryAfter: 0 },
            { status: 503, code: 'PAYMENT_OUTCOME_UNKNOWN', retryAfter: 0 },
            'lost',
            bought,
          ],
          sent,
        ),
      },
    },
  } satisfies ChurchStoryParameters,
  play: async ({ canvasElement }) => {
    const canvas = await payByCard(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: /^Pay/ }));
    const alert = await canvas.findByRole('alert', {}, { timeout: 8000 });
    await expect(alert).toHaveTextContent('We could not confirm your payment yet.');
    await expect(alert).toHaveTextContent('You were not charged twice');
    await expect(within(alert).getByRole('link', { name: 'See my tickets' })).toHaveAttribute('href', '/user/registrations/21/tickets');
    const tryAgain = within(alert).getByRole('button', { name: 'Try again' });
    await expect(tryAgain).toHaveFocus();
    await expect(canvas.queryByRole('button', { name: /^Pay/ })).toBeNull();
    await expect(sent).toHaveLength(3);
    // Locked to the purchase sent: nothing to change, and no way back to other tickets meanwhile.
    await expect(canvas.queryByLabelText('Card number')).toBeNull();
    await expect(canvas.queryByRole('link', { name: 'Change the tickets' })).toBeNull();
    await expect(canvas.getByText('$259.33', { selector: 'dd' })).toBeVisible();
    await expect(storedCheckout()?.attempt?.key).toBe(sent[0]?.key);
    await userEvent.keyboard('{Enter}');
    await expect(await canvas.findByRole('region', { name: 'Another page' })).toHaveTextContent('/checkout/thank-you');
    await expect(sent).toHaveLength(4);
    await expect(new Set(sent.map((item) => JSON.stringify(item)))).toHaveProperty('size', 1);
    await expect(tokens.count).toBe(1);
  },
};

/** A reload while a purchase's outcome is unknown: the page says so at once, and "Try again" sends the very same purchase (key and body) again. */
export const OpenAttemptAfterReload: Story = {
  beforeEach: () => {
    counting();
    const attempt = {
      key: 'c0ffee00c0ffee00c0ffee00c0ffee00c0ff',
      request: { eventId: 21, buyer: 'member', body: { ingressos: chosen.eventCheckout.tickets, totalEsperado: 25933, pagamento: { metodo: 'CARTAO_CREDITO', parcelas: 1, cartao: { token: 'tok_story_kept', salvarCartao: true } } } },
    };
    sessionStorage.setItem('church-web:store', JSON.stringify({ eventCheckout: { ...chosen.eventCheckout, attempt } }));
  },
  parameters: { msw: { handlers: { calls: checkoutCalls(tokens), purchase: purchaseSteps([bought], sent) } } } satisfies ChurchStoryParameters,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('alert')).toHaveTextContent('We could not confirm your payment yet.');
    await expect(canvas.getByText('$259.33', { selector: 'dd' })).toBeVisible();
    await expect(canvas.queryByRole('button', { name: /^Pay/ })).toBeNull();
    await expect(canvas.getByRole('button', { name: 'Try again' })).not.toHaveFocus();
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    await expect(await canvas.findByRole('region', { name: 'Another page' })).toHaveTextContent('/checkout/thank-you');
    await expect(sent).toEqual([{ key: 'c0ffee00c0ffee00c0ffee00c0ffee00c0ff', body: { ingressos: chosen.eventCheckout.tickets, totalEsperado: 25933, pagamento: { metodo: 'CARTAO_CREDITO', parcelas: 1, cartao: { token: 'tok_story_kept', salvarCartao: true } } } }]);
    await expect(tokens.count).toBe(0);
  },
};

/** Issue 22: too many unpaid orders is a final refusal, translated; it ends the attempt, so paying again is a new one (a new key, a new token). */
export const UnpaidOrdersLimit: Story = {
  beforeEach: counting,
  parameters: { msw: { handlers: { calls: checkoutCalls(tokens), purchase: purchaseSteps([{ status: 422, code: 'UNPAID_ORDERS_LIMIT' }], sent) } } } satisfies ChurchStoryParameters,
  play: async ({ canvasElement }) => {
    const canvas = await payByCard(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: /^Pay/ }));
    const alert = await canvas.findByRole('alert');
    await expect(alert).toHaveTextContent('You already hold as many unpaid orders as one may. Pay or cancel one of them first');
    await expect(within(alert).getByRole('button', { name: 'See my registrations' })).toBeVisible();
    await expect(storedCheckout()?.attempt ?? null).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: /^Pay/ }));
    await expect(await canvas.findByRole('alert')).toBeVisible();
    await waitFor(() => expect(sent).toHaveLength(2));
    await expect(sent[1]?.key).not.toBe(sent[0]?.key);
    await expect(tokens.count).toBe(2);
  },
};

/** Instalments only where the card networks run them (reais): an event that allows one payment offers no choice. */
export const NoInstallmentChoice: Story = {
  beforeEach: () => sessionStorage.setItem('church-web:store', JSON.stringify({ eventCheckout: { eventId: 26, tickets: [{ idIngresso: 37, participante: 'Ana Souza', respostas: [] }], value: 2900 } })),
  play: async ({ canvasElement }) => {
    const canvas = await payByCard(canvasElement);
    await expect(await canvas.findByText('$30.55', { selector: 'dd' })).toBeVisible();
    await expect(canvas.queryByLabelText('Installments')).toBeNull();
  },
};
