import type { Meta, StoryObj } from '@storybook/react-vite';
import { type FormEvent, useState } from 'react';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import type { Pagamento, PagamentoInput } from '@church/contracts-payments';
import { ApiError, NetworkError } from '@church/data-access';
import { formatCurrency } from '@church/i18n';
import { type CardFields, ChallengeFrame } from '@church/payment-ui';
import { isLoggedInAtom, useAtomValue } from '@church/state';
import type { ChurchStoryParameters } from '@church/testing/mock-api';
import { Button } from '@church/ui';
import type { PaymentAttempt } from '../attempt/payment-attempt';
import {
  mercadoPagoApi,
  mercadoPagoServedMethods,
  paymentCalls,
  savedCardsList,
  STORY_MERCADOPAGO_KEY,
  STORY_MERCADOPAGO_TOKEN,
  storyMercadoPago,
  STORY_INTENT_SECRET,
  storyCard,
  storyPayment,
  storyStripe,
  stripeApi,
  stripeServedMethods,
} from '../mocks/payments-api';
// Stripe.js, as the fake stands in for it (window.Stripe): the stories of a church whose cards Stripe serves load it.
import '../testing/stripe-js-fake.js';
// MercadoPago.js, as its fake stands in for it (window.MercadoPago), each secure field an input in the story's page.
import '../testing/mercadopago-js-fake.js';
import { PaymentForm, type PaymentFormProps } from './payment-form';
import { PaymentNotices } from './payment-notices';
import { type InstallmentTerms, type PaymentMethod, usePaymentCheckout, usePaymentChoice } from './use-payment-checkout';

/** What the story checkout pays for: one amount, in cents. */
interface StoryRequest {
  valor: number;
  pagamento: PagamentoInput;
}

/** One answer of the story's payment call: the payment made, a refusal or a "not now" (with Retry-After, in seconds), or no answer at all. */
type Step = { pagamento: Pagamento } | { status: 409 | 422 | 503; code: string; retryAfter?: string } | 'lost';

// What the story's payment call was sent, and how many cards were tokenised.
const sent: PaymentAttempt<StoryRequest>[] = [];
const tokens = { count: 0 };
const counting = () => {
  sent.length = 0;
  tokens.count = 0;
};

interface StoryCheckoutProps extends Pick<PaymentFormProps, 'notes' | 'noMethods'> {
  methods: PaymentMethod[];
  installments?: InstallmentTerms;
  steps: Step[];
  /** Where the payer lives (ISO code): Pix and slips are hidden from a payer abroad. */
  payerCountry?: string | null;
}

/** A checkout made of the payment form alone, as a page lays it out: its notices, the form, and "Pay". */
function StoryCheckout({ methods, installments, steps, notes, noMethods, payerCountry }: StoryCheckoutProps) {
  const signedIn = useAtomValue(isLoggedInAtom);
  const [attempt, setAttempt] = useState<PaymentAttempt<StoryRequest> | null>(null);
  const [paid, setPaid] = useState<Pagamento | null>(null);
  const [refused, setRefused] = useState<string | null>(null);
  const amount = 24900;
  const money = (cents: number) => formatCurrency(cents / 100, 'USD', 'en');
  const choice = usePaymentChoice(methods);
  const payment = usePaymentCheckout<StoryRequest, { pagamento: Pagamento }>({
    choice,
    signedIn,
    attempt,
    keepAttempt: setAttempt,
    send: async (next) => {
      sent.push(next);
      const step = steps[Math.min(sent.length, steps.length) - 1] ?? 'lost';
      if (step === 'lost') throw new NetworkError(new TypeError('Failed to fetch'));
      if ('pagamento' in step) return step;
      throw new ApiError(step.status, { type: 'about:blank', title: 'Refused', status: step.status, code: step.code }, step.retryAfter ?? null);
    },
    onPaid: (answer) => setPaid(answer.pagamento),
    onRefused: (error) => setRefused(error instanceof ApiError ? (error.problem?.code ?? null) : null),
    installments,
    payerCountry,
  });
  const total = payment.installments.chosen?.valorTotal ?? amount;
  if (paid) return <p role="status">Paid: {paid.codigo}</p>;
  if (payment.challenge) return <ChallengeFrame url={payment.challenge.url} onComplete={payment.challenge.complete} />;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    void payment.submit({
      validate: () => {
        setRefused(null);
        const found: Record<string, string> = payment.choice.method ? {} : { metodo: 'Choose how to pay.' };
        return found;
      },
      request: (pagamento) => ({ valor: amount, pagamento }),
    });
  };
  return (
    <form onSubmit={submit} noValidate style={{ display: 'grid', gap: '1rem', maxWidth: '40rem' }}>
      <PaymentNotices payment={payment}>
        <a href="/user/registrations">See what I bought</a>
      </PaymentNotices>
      {refused ? <p role="alert">Refused: {refused}</p> : null}
      {attempt ? <p>Paying {money(attempt.request.valor)}</p> : <PaymentForm payment={payment} money={money} notes={notes} noMethods={noMethods} />}
      {payment.notice === 'unconfirmed' ? null : (
        <Button type="submit" disabled={payment.busy}>
          {payment.busy ? 'Processing…' : `Pay ${money(total)}`}
        </Button>
      )}
    </form>
  );
}

const paidAnswer = { pagamento: storyPayment() };

const meta = {
  title: 'Payments/PaymentForm',
  component: StoryCheckout,
  beforeEach: counting,
  args: { methods: ['CARTAO_CREDITO', 'PIX', 'BOLETO', 'DINHEIRO', 'ACH'], steps: [paidAnswer] },
  parameters: {
    session: 'member',
    msw: { handlers: { cards: savedCardsList([]), calls: paymentCalls(tokens) } },
  } satisfies ChurchStoryParameters,
} satisfies Meta<typeof StoryCheckout>;
export default meta;
type Story = StoryObj<typeof meta>;

const card: CardFields = { titular: 'Ana Souza', numero: '4242 4242 4242 4242', validade: '12/40', cvv: '123' };

async function typeCard(canvas: ReturnType<typeof within>) {
  await userEvent.type(canvas.getByLabelText('Name on the card'), card.titular);
  await userEvent.type(canvas.getByLabelText('Card number'), card.numero);
  await userEvent.type(canvas.getByLabelText('Expiry (MM/YY)'), card.validade);
  await userEvent.type(canvas.getByLabelText('Security code (CVV)'), card.cvv);
}

async function payByNewCard(canvasElement: HTMLElement) {
  const canvas = within(canvasElement);
  await userEvent.click(await canvas.findByRole('radio', { name: 'Credit card' }));
  await typeCard(canvas);
  await userEvent.click(canvas.getByRole('button', { name: /^Pay/ }));
  return canvas;
}

/** A new card: its fields, and (for a member) keeping it for next time; it is tokenised once and sent by its token. */
export const NewCard: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('radio', { name: 'Credit card' }));
    await expect(canvas.getByRole('checkbox', { name: 'Save this card for next time' })).toBeChecked();
    await typeCard(canvas);
    await userEvent.click(canvas.getByRole('button', { name: 'Pay $249.00' }));
    await expect(await canvas.findByRole('status')).toHaveTextContent('Paid: K7Q2M9XW4TPA8C3D');
    await expect(sent).toHaveLength(1);
    await expect(sent[0]?.request.pagamento).toEqual({ metodo: 'CARTAO_CREDITO', parcelas: 1, cartao: { token: 'tok_story_0000000001', salvarCartao: true } });
    await expect(sent[0]?.key).toMatch(/^[0-9a-f]{36}$/);
    await expect(tokens.count).toBe(1);
  },
};

/** A member's saved card is offered first and pays by its id; "A new card" brings the fields back. */
export const SavedCard: Story = {
  parameters: { msw: { handlers: { cards: savedCardsList([storyCard]) } } } satisfies ChurchStoryParameters,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('radio', { name: 'Credit card' }));
    await expect(await canvas.findByRole('radio', { name: 'VISA •••• 4242, expires 12/40' })).toBeChecked();
    await expect(canvas.queryByLabelText('Card number')).toBeNull();
    await userEvent.click(canvas.getByRole('radio', { name: 'A new card' }));
    await expect(canvas.getByLabelText('Card number')).toBeVisible();
    await userEvent.click(canvas.getByRole('radio', { name: 'VISA •••• 4242, expires 12/40' }));
    await userEvent.click(canvas.getByRole('button', { name: /^Pay/ }));
    await expect(await canvas.findByRole('status')).toHaveTextContent('Paid');
    await expect(sent[0]?.request.pagamento).toEqual({ metodo: 'CARTAO_CREDITO', parcelas: 1, cartao: { idCartaoSalvo: 61 } });
    await expect(tokens.count).toBe(0);
  },
};

/** A visitor: no saved cards asked for, no card kept. */
export const Visitor: Story = {
  parameters: { session: 'visitor', msw: { handlers: { cards: savedCardsList([storyCard]) } } } satisfies ChurchStoryParameters,
  play: async ({ canvasElement }) => {
    const canvas = await payByNewCard(canvasElement);
    await expect(await canvas.findByRole('status')).toHaveTextContent('Paid');
    await expect(canvas.queryByRole('radio', { name: /VISA/ })).toBeNull();
    await expect(sent[0]?.request.pagamento.cartao).toEqual({ token: 'tok_story_0000000001' });
  },
};

/** Card instalments where the payment allows them (reais): each option says whether it carries interest; the one chosen is sent. */
export const Installments: Story = {
  args: { installments: { amount: 24900, max: 6, withInterest: true } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('radio', { name: 'Credit card' }));
    const installments = await canvas.findByLabelText('Installments');
    await expect(within(installments).getByRole('option', { name: '1× $249.00' })).toBeInTheDocument();
    await expect(within(installments).getByRole('option', { name: '6× $48.97 with interest ($293.82)' })).toBeInTheDocument();
    await userEvent.selectOptions(installments, '6');
    await typeCard(canvas);
    await userEvent.click(canvas.getByRole('button', { name: 'Pay $293.82' }));
    await expect(await canvas.findByRole('status')).toHaveTextContent('Paid');
    await expect(sent[0]?.request.pagamento.parcelas).toBe(6);
  },
};

/** Without interest, the options say so; a payment of one charge (outside reais) offers no choice. */
export const InstallmentsWithoutInterest: Story = {
  args: { installments: { amount: 24900, max: 3, withInterest: false } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('radio', { name: 'Credit card' }));
    const installments = await canvas.findByLabelText('Installments');
    await expect(within(installments).getByRole('option', { name: '3× $83.00 without interest ($249.00)' })).toBeInTheDocument();
  },
};

export const OneChargeOnly: Story = {
  args: { installments: { amount: 24900, max: 1, withInterest: false } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('radio', { name: 'Credit card' }));
    await expect(canvas.getByLabelText('Card number')).toBeVisible();
    await expect(canvas.queryByLabelText('Installments')).toBeNull();
  },
};

/** A bank debit (ACH): the account's fields, checked before anything is sent, then sent as typed. */
export const BankDebit: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('radio', { name: 'Bank debit (ACH)' }));
    await userEvent.click(canvas.getByRole('button', { name: /^Pay/ }));
    await expect(canvas.getByText('4 to 17 digits.')).toBeVisible();
    await expect(canvas.getByText('9 digits.')).toBeVisible();
    await userEvent.type(canvas.getByLabelText('Account holder'), 'Ana Souza');
    await userEvent.type(canvas.getByLabelText('Account number'), '000123456789');
    await userEvent.type(canvas.getByLabelText('Routing number'), '110000000');
    await userEvent.click(canvas.getByRole('button', { name: /^Pay/ }));
    await expect(await canvas.findByRole('status')).toHaveTextContent('Paid');
    await expect(sent[0]?.request.pagamento).toEqual({ metodo: 'ACH', parcelas: 1, ach: { titular: 'Ana Souza', numeroConta: '000123456789', numeroRoteamento: '110000000', tipoConta: 'checking' } });
  },
};

/** Pix and bank slips: the code to pay comes right after confirming. */
export const PixAndSlip: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('radio', { name: 'Pix' }));
    await expect(canvas.getByText('You will get the code to pay right after confirming.')).toBeVisible();
    await userEvent.click(canvas.getByRole('radio', { name: 'Bank slip' }));
    await expect(canvas.getByText('You will get the code to pay right after confirming.')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: /^Pay/ }));
    await expect(await canvas.findByRole('status')).toHaveTextContent('Paid');
    await expect(sent[0]?.request.pagamento).toEqual({ metodo: 'BOLETO', parcelas: 1 });
  },
};

/** Cash: the page says how (an event: within so many days at the church). */
export const CashWithThePagesNote: Story = {
  args: { notes: { DINHEIRO: <p>Pay in cash at the church within 3 days, before the event.</p> } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('radio', { name: 'Cash at the church' }));
    await expect(canvas.getByText('Pay in cash at the church within 3 days, before the event.')).toBeVisible();
  },
};

/** A single method is chosen from the start; none at all says what the page gives for it. */
export const OneMethod: Story = {
  args: { methods: ['PIX'] },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('radio', { name: 'Pix' })).toBeChecked();
  },
};

export const NoMethods: Story = {
  args: { methods: [], noMethods: <p>This event takes no payment method right now.</p> },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('This event takes no payment method right now.')).toBeVisible();
  },
};

/** The card's fields are checked before anything is sent; no method chosen is the page's error, said on the methods. */
export const FieldErrors: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: /^Pay/ }));
    await expect(canvas.getByText('Choose how to pay.')).toBeVisible();
    await expect(canvas.getByRole('group', { name: 'Payment method' })).toHaveAccessibleDescription('Choose how to pay.');
    await userEvent.click(canvas.getByRole('radio', { name: 'Credit card' }));
    await userEvent.type(canvas.getByLabelText('Expiry (MM/YY)'), '13/40');
    await userEvent.click(canvas.getByRole('button', { name: /^Pay/ }));
    await expect(canvas.getByText('Check the card number.')).toBeVisible();
    await expect(canvas.getByText('Use MM/YY.')).toBeVisible();
    await expect(canvas.getByText('3 or 4 digits.')).toBeVisible();
    await expect(canvas.getByLabelText('Card number')).toHaveAttribute('aria-invalid', 'true');
    await expect(sent).toHaveLength(0);
    await expect(tokens.count).toBe(0);
  },
};

/** The gateway refuses the card as typed: said on its number; nothing was sent. */
export const CardRefused: Story = {
  parameters: { msw: { handlers: { calls: paymentCalls(tokens, 'invalid') } } } satisfies ChurchStoryParameters,
  play: async ({ canvasElement }) => {
    const canvas = await payByNewCard(canvasElement);
    await expect(await canvas.findByText('Some card information is incorrect. Please check it.')).toBeVisible();
    await expect(sent).toHaveLength(0);
  },
};

/** The card service cannot be reached: said plainly, nothing charged, and paying again is possible. */
export const CardServiceUnreachable: Story = {
  parameters: { msw: { handlers: { calls: paymentCalls(tokens, 'unavailable') } } } satisfies ChurchStoryParameters,
  play: async ({ canvasElement }) => {
    const canvas = await payByNewCard(canvasElement);
    await expect(await canvas.findByRole('alert')).toHaveTextContent('We could not reach the payment service, and nothing was charged.');
    await expect(canvas.getByRole('button', { name: /^Pay/ })).toBeEnabled();
    await expect(sent).toHaveLength(0);
  },
};

/** The answer is lost: the same attempt is sent again by itself (same key and request, one token), and the payer is told meanwhile. */
export const AnswerLostSentAgain: Story = {
  args: { steps: ['lost', paidAnswer] },
  play: async ({ canvasElement }) => {
    const canvas = await payByNewCard(canvasElement);
    await expect(await canvas.findByRole('status')).toHaveTextContent('Confirming your payment…');
    await expect(canvas.getByRole('button', { name: 'Processing…' })).toBeDisabled();
    await expect(await canvas.findByText(/^Paid/, {}, { timeout: 5000 })).toBeVisible();
    await expect(sent).toHaveLength(2);
    await expect(sent[1]).toEqual(sent[0]);
    await expect(tokens.count).toBe(1);
  },
};

/**
 * The outcome stays unknown after three tries: the payer reads that we could not confirm it and that
 * they were not charged twice, the form is locked to the attempt, and "Try again" (which has the focus)
 * sends it again, unchanged.
 */
export const OutcomeUnknown: Story = {
  args: {
    steps: [{ status: 503, code: 'PAYMENT_OUTCOME_UNKNOWN', retryAfter: '0' }, { status: 409, code: 'IDEMPOTENCY_IN_PROGRESS', retryAfter: '0' }, 'lost', paidAnswer],
  },
  play: async ({ canvasElement }) => {
    const canvas = await payByNewCard(canvasElement);
    const alert = await canvas.findByRole('alert', {}, { timeout: 8000 });
    await expect(alert).toHaveTextContent('We could not confirm your payment yet.');
    await expect(alert).toHaveTextContent('You were not charged twice');
    await expect(within(alert).getByRole('link', { name: 'See what I bought' })).toBeVisible();
    const tryAgain = within(alert).getByRole('button', { name: 'Try again' });
    await expect(tryAgain).toHaveFocus();
    await expect(canvas.queryByRole('button', { name: /^Pay/ })).toBeNull();
    await expect(canvas.queryByLabelText('Card number')).toBeNull();
    await expect(canvas.getByText('Paying $249.00')).toBeVisible();
    await expect(sent).toHaveLength(3);
    await userEvent.click(tryAgain);
    await expect(await canvas.findByRole('status')).toHaveTextContent('Paid');
    await expect(new Set(sent.map((item) => JSON.stringify(item)))).toHaveProperty('size', 1);
    await expect(tokens.count).toBe(1);
  },
};

/** A final refusal ends the attempt: paying again is a new attempt, with a new key and a new token. */
export const RefusedThenPaidAgain: Story = {
  args: { steps: [{ status: 422, code: 'UNPAID_ORDERS_LIMIT' }, paidAnswer] },
  play: async ({ canvasElement }) => {
    const canvas = await payByNewCard(canvasElement);
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Refused: UNPAID_ORDERS_LIMIT');
    await userEvent.click(canvas.getByRole('button', { name: /^Pay/ }));
    await expect(await canvas.findByRole('status')).toHaveTextContent('Paid');
    await waitFor(() => expect(sent).toHaveLength(2));
    await expect(sent[1]?.key).not.toBe(sent[0]?.key);
    await expect(tokens.count).toBe(2);
  },
};

/** The bank asks for a 3DS challenge: its page in a frame; once done, the payment is the page's to finish. */
export const BankChallenge: Story = {
  args: { steps: [{ pagamento: storyPayment({ status: 'pendente', desafio: { url: 'about:blank' } }) }] },
  play: async ({ canvasElement }) => {
    const canvas = await payByNewCard(canvasElement);
    await expect(await canvas.findByTitle("Your bank's confirmation")).toBeVisible();
    window.dispatchEvent(new MessageEvent('message', { data: { type: '3DS-authentication-complete' }, origin: window.location.origin }));
    await expect(await canvas.findByRole('status')).toHaveTextContent('Paid');
  },
};

/** The sandbox's card fields (the demo churches) say on screen that nothing typed there is a real payment. */
export const SandboxCardFields: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('radio', { name: 'Credit card' }));
    await expect(canvas.getByRole('note')).toHaveTextContent('Test mode — no real card is charged');
    await expect(canvas.getByLabelText('Card number')).toBeVisible();
  },
};

// What the Stripe stories' Stripe was asked, reset before each (its handlers read it).
const stripe = storyStripe();
const stripeStory = (threeDSecure: boolean) => ({
  beforeEach: () => {
    counting();
    Object.assign(stripe, storyStripe(threeDSecure));
  },
  parameters: { paymentMethods: stripeServedMethods, msw: { handlers: { stripe: stripeApi(stripe) } } } satisfies ChurchStoryParameters,
});

/** The card fields inside Stripe's frame: its inputs, found in the frame's document. */
async function stripeFrame(canvas: ReturnType<typeof within>) {
  const frame = (await canvas.findByTitle('Secure card payment input frame')) as HTMLIFrameElement;
  await waitFor(() => expect(frame.contentDocument?.querySelector('input')).not.toBeNull());
  return within(frame.contentDocument?.body as HTMLElement);
}

async function payInStripeFields(canvasElement: HTMLElement, number = '4242 4242 4242 4242') {
  const canvas = within(canvasElement);
  await userEvent.click(await canvas.findByRole('radio', { name: 'Credit card' }));
  const holder = await canvas.findByLabelText('Name on the card');
  await userEvent.clear(holder);
  await userEvent.type(holder, card.titular);
  const fields = await stripeFrame(canvas);
  for (const label of ['Card number', 'Expiration date MM / YY', 'Security code']) await userEvent.clear(fields.getByLabelText(label));
  await userEvent.type(fields.getByLabelText('Card number'), number);
  await userEvent.type(fields.getByLabelText('Expiration date MM / YY'), '1240');
  await userEvent.type(fields.getByLabelText('Security code'), '123');
  await userEvent.click(canvas.getByRole('button', { name: /^Pay/ }));
  return canvas;
}

/**
 * A church whose cards Stripe serves: the card is typed into Stripe's own fields (its frame), Stripe.js
 * makes its PaymentMethod, and the payment names it: the card's number, expiry and CVC are in no request
 * to our server. No sandbox notice.
 */
export const StripeCardFields: Story = {
  ...stripeStory(false),
  play: async ({ canvasElement }) => {
    const canvas = await payInStripeFields(canvasElement);
    await expect(await canvas.findByRole('status')).toHaveTextContent('Paid: K7Q2M9XW4TPA8C3D');
    await expect(sent[0]?.request.pagamento).toEqual({ metodo: 'CARTAO_CREDITO', parcelas: 1, cartao: { token: 'pm_story0000000001', salvarCartao: true } });
    await expect(JSON.stringify(sent)).not.toMatch(/4242|1240/);
    await expect(stripe.calls.map((call) => call.path)).toEqual(['/v1/payment_methods']);
    await expect(stripe.calls[0]?.body).toContain('card%5Bnumber%5D=4242424242424242');
    await expect(tokens.count).toBe(0);
  },
};

/** Stripe's fields before paying: no sandbox notice, the holder's name is ours to check, the card is Stripe's (a mistyped number in Stripe's words); nothing is sent. */
export const CardFieldsErrors: Story = {
  ...stripeStory(false),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('radio', { name: 'Credit card' }));
    await expect(await canvas.findByTitle('Secure card payment input frame')).toBeVisible();
    await expect(canvas.queryByRole('note')).toBeNull();
    await expect(canvas.getByText('Your card details go straight to our payment provider, Stripe, and never to this site.')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: /^Pay/ }));
    await expect(canvas.getByText('This field is required.')).toBeVisible();
    const canvasAgain = await payInStripeFields(canvasElement, '4242 4242 4242 4241');
    await expect(await canvasAgain.findByText('Your card number is invalid.')).toBeVisible();
    await expect(sent).toHaveLength(0);
    await expect(stripe.calls).toHaveLength(0);
  },
};

/**
 * The bank asks for its 3DS check on a card Stripe serves: Stripe.js shows the check over the page
 * (handleNextAction with the payment's client secret); once answered, our server is asked to read the
 * payment from Stripe, and what it says is the payment's.
 */
export const StripeBankCheck: Story = {
  ...stripeStory(true),
  args: { steps: [{ pagamento: storyPayment({ status: 'em_analise', desafio: { clientSecret: STORY_INTENT_SECRET } }) }] },
  play: async ({ canvasElement }) => {
    const canvas = await payInStripeFields(canvasElement);
    const check = await within(document.body).findByRole('dialog', { name: '3D Secure 2 Test Page' });
    await expect(canvas.getByRole('button', { name: 'Processing…' })).toBeDisabled();
    await userEvent.click(within(check).getByRole('button', { name: 'Complete authentication' }));
    await expect(await canvas.findByRole('status')).toHaveTextContent('Paid: K7Q2M9XW4TPA8C3D');
    await expect(stripe.authenticated).toBe(true);
    await expect(sent).toHaveLength(1);
  },
};

// What the Mercado Pago stories' Mercado Pago was sent, reset before each.
const mercadoPago = storyMercadoPago();
const mercadoPagoStory = {
  beforeEach: () => {
    counting();
    mercadoPago.calls.length = 0;
  },
  args: { methods: ['CARTAO_CREDITO', 'PIX'] as PaymentMethod[] },
  parameters: { paymentMethods: mercadoPagoServedMethods, msw: { handlers: { mercadoPago: mercadoPagoApi(mercadoPago) } } } satisfies ChurchStoryParameters,
};

/** Types the holder's name and CPF into our fields and the card into Mercado Pago's secure fields, and pays. */
async function payInMercadoPagoFields(canvasElement: HTMLElement, cpf: string) {
  const canvas = within(canvasElement);
  await userEvent.click(await canvas.findByRole('radio', { name: 'Credit card' }));
  const number = await canvas.findByRole('textbox', { name: 'Card number' });
  await userEvent.type(canvas.getByLabelText('Name on the card'), 'APRO');
  await userEvent.type(canvas.getByLabelText("Card holder's CPF"), cpf);
  await userEvent.type(number, '4235 6477 2802 5682');
  await userEvent.type(canvas.getByRole('textbox', { name: 'Expiry (MM/YY)' }), '11/30');
  await userEvent.type(canvas.getByRole('textbox', { name: 'Security code' }), '123');
  await userEvent.click(canvas.getByRole('button', { name: /^Pay/ }));
  return canvas;
}

/**
 * A church whose cards Mercado Pago takes: the card is typed into Mercado Pago's secure fields,
 * MercadoPago.js makes a one-use card token with the holder's name and CPF, and the payment names it;
 * the card is in no request to our server, and no "save this card" is offered (Mercado Pago's cards are
 * charged once). No sandbox notice.
 */
export const MercadoPagoCardFields: Story = {
  ...mercadoPagoStory,
  play: async ({ canvasElement }) => {
    const canvas = await payInMercadoPagoFields(canvasElement, '529.982.247-25');
    await expect(await canvas.findByRole('status')).toHaveTextContent('Paid: K7Q2M9XW4TPA8C3D');
    await expect(sent[0]?.request.pagamento).toEqual({ metodo: 'CARTAO_CREDITO', parcelas: 1, cartao: { token: STORY_MERCADOPAGO_TOKEN } });
    await expect(JSON.stringify(sent)).not.toMatch(/4235|1130/);
    await expect(mercadoPago.calls).toHaveLength(1);
    await expect(mercadoPago.calls[0]?.query).toBe(`?public_key=${STORY_MERCADOPAGO_KEY}`);
    await expect(JSON.parse(mercadoPago.calls[0]?.body ?? '{}')).toMatchObject({ card_number: '4235647728025682', cardholder: { name: 'APRO', identification: { type: 'CPF', number: '52998224725' } } });
    await expect(canvas.queryByRole('checkbox', { name: 'Save this card for next time' })).toBeNull();
    await expect(canvas.queryByRole('note')).toBeNull();
    await expect(tokens.count).toBe(0);
  },
};

/** The holder's CPF is ours to check before Mercado Pago is asked: a wrong one is said on its field, and nothing is sent anywhere. */
export const MercadoPagoHolderCpf: Story = {
  ...mercadoPagoStory,
  play: async ({ canvasElement }) => {
    const canvas = await payInMercadoPagoFields(canvasElement, '111.111.111-11');
    await expect(await canvas.findByText("Enter the card holder's CPF.")).toBeVisible();
    await expect(canvas.getByLabelText("Card holder's CPF")).toHaveAttribute('aria-invalid', 'true');
    await expect(canvas.getByText('Your card details go straight to our payment provider, Mercado Pago, and never to this site. The card is charged once and not kept.')).toBeVisible();
    await expect(sent).toHaveLength(0);
    await expect(mercadoPago.calls).toHaveLength(0);
  },
};

/** A payer who lives abroad (§5): Pix and bank slips are not offered, and the form says why; a card still pays. */
export const PayerAbroad: Story = {
  args: { methods: ['CARTAO_CREDITO', 'PIX', 'BOLETO'], payerCountry: 'PT' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('radio', { name: 'Credit card' })).toBeVisible();
    await expect(canvas.queryByRole('radio', { name: 'Pix' })).toBeNull();
    await expect(canvas.queryByRole('radio', { name: 'Bank slip' })).toBeNull();
    await expect(canvas.getByText('Pix and bank slips are for payers who live in Brazil.')).toBeVisible();
  },
};

/** A payer in Brazil (or who has not said) is offered Pix and slips, with no such note. */
export const PayerInBrazil: Story = {
  args: { methods: ['CARTAO_CREDITO', 'PIX', 'BOLETO'], payerCountry: 'BR' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('radio', { name: 'Pix' })).toBeVisible();
    await expect(canvas.getByRole('radio', { name: 'Bank slip' })).toBeVisible();
    await expect(canvas.queryByText('Pix and bank slips are for payers who live in Brazil.')).toBeNull();
  },
};

/** A member who holds the card says so (§3's holder flag): the holder's name and CPF are filled in from the account, and the token is made with them. */
export const MercadoPagoHolderIsMe: Story = {
  ...mercadoPagoStory,
  parameters: { ...mercadoPagoStory.parameters, session: 'member' } satisfies ChurchStoryParameters,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('radio', { name: 'Credit card' }));
    await userEvent.click(await canvas.findByRole('checkbox', { name: 'I am the card holder' }));
    await expect(canvas.getByLabelText('Name on the card')).toHaveValue('Ana Souza');
    await expect(canvas.getByLabelText("Card holder's CPF")).toHaveValue('529.982.247-25');
    await userEvent.type(canvas.getByRole('textbox', { name: 'Card number' }), '4235 6477 2802 5682');
    await userEvent.type(canvas.getByRole('textbox', { name: 'Expiry (MM/YY)' }), '11/30');
    await userEvent.type(canvas.getByRole('textbox', { name: 'Security code' }), '123');
    await userEvent.click(canvas.getByRole('button', { name: /^Pay/ }));
    await expect(await canvas.findByRole('status')).toHaveTextContent('Paid: K7Q2M9XW4TPA8C3D');
    await expect(JSON.parse(mercadoPago.calls[0]?.body ?? '{}')).toMatchObject({ cardholder: { name: 'Ana Souza', identification: { type: 'CPF', number: '52998224725' } } });
  },
};
