import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import type { ChurchStoryParameters } from '@church/testing/mock-api';
import { paymentCalls, savedCardsList, storyCard, storyPayment } from '@church/payments/mocks';
import type { PlanoAssinatura } from '@church/contracts-play';
import { quoteFailing, quoteLoading, quoteOf, type SentSubscription, storyPaidSubscription, subscribeSteps, subscriptionTo } from '../mocks/checkout-api';
import { samplePlans } from '../shared/sample-contents';
import { playPaths } from '../paths';
import { CheckoutPage } from './checkout-page';

const monthly = samplePlans[0] as PlanoAssinatura;
const yearly = samplePlans[1] as PlanoAssinatura;
const sent: SentSubscription[] = [];
const tokens = { count: 0 };
const fresh = () => {
  sessionStorage.removeItem('church-web:store');
  sent.length = 0;
  tokens.count = 0;
};
const storedAttempt = () => (JSON.parse(sessionStorage.getItem('church-web:store') ?? '{}') as { playCheckout?: { attempt?: { key: string } | null } }).playCheckout?.attempt ?? null;

const meta = {
  title: 'Play/CheckoutPage',
  component: CheckoutPage,
  beforeEach: fresh,
  parameters: {
    route: playPaths.checkout.href(yearly.id),
    routePath: playPaths.checkout.path,
    session: 'member',
    msw: { handlers: { quote: quoteOf(), calls: paymentCalls(tokens), cards: savedCardsList([]), subscribe: subscribeSteps([storyPaidSubscription()], sent) } },
  } satisfies ChurchStoryParameters,
} satisfies Meta<typeof CheckoutPage>;
export default meta;
type Story = StoryObj<typeof meta>;

async function fillCard(canvas: ReturnType<typeof within>) {
  await userEvent.type(await canvas.findByLabelText('Name on the card'), 'Ana Souza');
  await userEvent.type(canvas.getByLabelText('Card number'), '4242 4242 4242 4242');
  await userEvent.type(canvas.getByLabelText('Expiry (MM/YY)'), '12/40');
  await userEvent.type(canvas.getByLabelText('Security code (CVV)'), '123');
}

/** A yearly plan by a new card: the price, its fee and its sign-up fee today, then the renewal; paid at once, with one key and the total quoted. */
export const PaidByCard: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'Yearly' })).toBeVisible();
    await expect(canvas.getByText('$105.50', { selector: 'dd' })).toBeVisible();
    await expect(canvas.getByText(/Then \$100\.50 a year, charged automatically\./)).toBeVisible();
    await fillCard(canvas);
    await userEvent.click(canvas.getByRole('button', { name: 'Subscribe and pay $105.50' }));
    await expect(await canvas.findByRole('heading', { name: 'You are subscribed' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Start watching' })).toHaveAttribute('href', '/play');
    await expect(canvas.getByRole('link', { name: 'Your subscriptions' })).toHaveAttribute('href', '/user/subscriptions');
    await expect(sent).toHaveLength(1);
    await expect(sent[0]?.key).toMatch(/^[0-9a-f-]{36}$/);
    await expect(sent[0]?.body).toEqual({ igreja: expect.any(Number), idPlano: yearly.id, totalEsperado: 10550, pagamento: { metodo: 'CARTAO_CREDITO', parcelas: 1, cartao: { token: 'tok_story_0000000001', salvarCartao: true } } });
    await expect(storedAttempt()).toBeNull();
  },
};

/** A plan with a free trial the member has not taken: nothing today, the first charge's date, and the trial begins. */
export const FreeTrial: Story = {
  parameters: {
    route: playPaths.checkout.href(monthly.id),
    msw: { handlers: { cards: savedCardsList([storyCard]), subscribe: subscribeSteps([{ usuarioPlanoAssinatura: subscriptionTo(monthly, { periodoTeste: true }) }], sent) } },
  } satisfies ChurchStoryParameters,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(/^Free for 7 days, then charged on/)).toBeVisible();
    await expect(canvas.getByText('$0.00', { selector: 'dd' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Start the free trial' }));
    await expect(await canvas.findByRole('heading', { name: 'Your free trial has begun' })).toBeVisible();
    await expect(sent[0]?.body).toEqual(expect.objectContaining({ idPlano: monthly.id, totalEsperado: 0, pagamento: { metodo: 'CARTAO_CREDITO', parcelas: 1, cartao: { idCartaoSalvo: storyCard.id } } }));
  },
};

/** A coupon that applies takes its percentage off the first charges; one that does not is said on its field, and nothing changes. */
export const Coupon: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const field = await canvas.findByLabelText('Coupon (optional)');
    await userEvent.type(field, 'NOPE');
    await userEvent.click(canvas.getByRole('button', { name: 'Apply' }));
    await expect(await canvas.findByText('This coupon does not apply.')).toBeVisible();
    await expect(field).toHaveAttribute('aria-invalid', 'true');
    await expect(canvas.getByText('$105.50', { selector: 'dd' })).toBeVisible();
    await userEvent.clear(field);
    await userEvent.type(field, 'bemvindo{Enter}');
    await expect(await canvas.findByText('Coupon BEMVINDO (−50%)')).toBeVisible();
    await expect(canvas.getByText('$56.00', { selector: 'dd' })).toBeVisible();
    await expect(canvas.getByText(/The coupon applies to the first 2 charges\./)).toBeVisible();
    await fillCard(canvas);
    await userEvent.click(canvas.getByRole('button', { name: 'Subscribe and pay $56.00' }));
    await expect(await canvas.findByRole('heading', { name: 'You are subscribed' })).toBeVisible();
    await expect(sent[0]?.body).toEqual(expect.objectContaining({ cupom: 'bemvindo', totalEsperado: 5600 }));
  },
};

/** By Pix: the subscription waits for its payment, and the member is taken to the payment's page (its QR code). */
export const ByPix: Story = {
  parameters: {
    msw: {
      handlers: {
        quote: quoteOf({ metodos: ['CARTAO_CREDITO', 'PIX', 'BOLETO'] }),
        subscribe: subscribeSteps([{ ...storyPaidSubscription(), pagamento: storyPayment({ codigo: 'PIXASS0000000001', metodo: 'PIX', status: 'pendente', idEvento: null }) }], sent),
      },
    },
  } satisfies ChurchStoryParameters,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('radio', { name: 'Pix' }));
    await expect(canvas.getByText('Each period, a new Pix is e-mailed to you to pay.')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Subscribe and pay $105.50' }));
    await expect(await canvas.findByRole('region', { name: 'Another page' })).toHaveTextContent('/user/payment/PIXASS0000000001');
    await expect(sent[0]?.body).toEqual(expect.objectContaining({ pagamento: { metodo: 'PIX', parcelas: 1 } }));
  },
};

/** The answer is lost: the same subscription is sent again by itself, with the same key and body and one card token. */
export const LostAnswerSentAgain: Story = {
  parameters: { msw: { handlers: { subscribe: subscribeSteps(['lost', storyPaidSubscription()], sent) } } } satisfies ChurchStoryParameters,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await fillCard(canvas);
    await userEvent.click(canvas.getByRole('button', { name: 'Subscribe and pay $105.50' }));
    await expect(await canvas.findByRole('heading', { name: 'You are subscribed' }, { timeout: 5000 })).toBeVisible();
    await expect(sent).toHaveLength(2);
    await expect(sent[1]).toEqual(sent[0]);
    await expect(tokens.count).toBe(1);
  },
};

/** A member who already subscribed is told so, with the way to their subscription; the next press is a new attempt. */
export const AlreadySubscribed: Story = {
  parameters: { msw: { handlers: { subscribe: subscribeSteps([{ status: 409, code: 'ASSINATURA_EXISTENTE' }], sent) } } } satisfies ChurchStoryParameters,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await fillCard(canvas);
    await userEvent.click(canvas.getByRole('button', { name: 'Subscribe and pay $105.50' }));
    const alert = await canvas.findByRole('alert');
    await expect(alert).toHaveTextContent('You already have a subscription here.');
    await expect(within(alert).getByRole('link', { name: 'See your subscription' })).toHaveAttribute('href', '/user/subscriptions');
    await waitFor(() => expect(storedAttempt()).toBeNull());
  },
};

/** A plan the church no longer offers. */
export const PlanNotFound: Story = {
  parameters: { route: playPaths.checkout.href(99) } satisfies ChurchStoryParameters,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('This plan is no longer on offer.')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'See the plans' })).toHaveAttribute('href', '/play/plans');
  },
};

export const Loading: Story = { parameters: { msw: { handlers: { quote: quoteLoading() } } } satisfies ChurchStoryParameters };

export const Failing: Story = {
  parameters: { msw: { handlers: { quote: quoteFailing() } } } satisfies ChurchStoryParameters,
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('button', { name: 'Try again' })).toBeVisible();
  },
};
