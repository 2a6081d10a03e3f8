import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import type { ChurchStoryParameters } from '@church/testing/mock-api';
import {
  giftFees,
  giftFeesPending,
  giveAnswer,
  giveCalls,
  giveSteps,
  givingOptions,
  givingOptionsFailing,
  givingOptionsLoading,
  type SentGift,
  storyGift,
  storyOptions,
  storyPayment,
  storyPixRecurring,
  storyRecurring,
} from '../mocks/giving-api';
import { paymentCalls, savedCardsList, storyCard } from '@church/payments/mocks';
import { givingPaths } from '../paths';
import { GivePage } from './give-page';

const meta = {
  title: 'Giving/GivePage',
  component: GivePage,
  beforeEach: () => sessionStorage.removeItem('church-web:store'),
  parameters: {
    route: '/give',
    routePath: givingPaths.give.path,
    session: 'member',
    msw: { handlers: { options: givingOptions(), calls: giveCalls(), cards: savedCardsList([]), give: giveAnswer({ doacao: storyGift(), pagamento: storyPayment() }) } },
  } satisfies ChurchStoryParameters,
} satisfies Meta<typeof GivePage>;
export default meta;
type Story = StoryObj<typeof meta>;

async function fillCard(canvas: ReturnType<typeof within>) {
  await userEvent.click(canvas.getByRole('radio', { name: 'Credit card' }));
  await userEvent.type(canvas.getByLabelText('Name on the card'), 'Ana Souza');
  await userEvent.type(canvas.getByLabelText('Card number'), '4242 4242 4242 4242');
  await userEvent.type(canvas.getByLabelText('Expiry (MM/YY)'), '12/40');
  await userEvent.type(canvas.getByLabelText('Security code (CVV)'), '123');
}

/** Two reasons: recurrence turns off and says why; the fee is added when the donor covers it. */
export const TwoReasonsByCard: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('checkbox', { name: /Tithe/ }));
    await userEvent.type(canvas.getByLabelText('Amount for Tithe (USD)'), '100');
    await expect(canvas.getByRole('checkbox', { name: 'Give this again automatically' })).toBeEnabled();
    await userEvent.click(canvas.getByRole('checkbox', { name: /Missions/ }));
    await userEvent.type(canvas.getByLabelText('Amount for Missions (USD)'), '50');
    await expect(canvas.getByRole('checkbox', { name: 'Give this again automatically' })).toBeDisabled();
    await expect(canvas.getByText('Recurring donations go to one giving option only.')).toBeVisible();
    await fillCard(canvas);
    await userEvent.click(canvas.getByRole('checkbox', { name: "I'll cover the fees" }));
    await expect(await canvas.findByText('$156.64', { selector: 'dd' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: /^Give \$156\.64/ }));
    await expect(await canvas.findByRole('region', { name: 'Another page' })).toHaveTextContent('/give/thank-you');
  },
};

/** A round amount in one tap: the chip fills the field and reads as chosen; typing another amount lets it go. */
export const AmountChips: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('checkbox', { name: /Tithe/ }));
    const chips = canvas.getByRole('group', { name: 'Suggested amounts for Tithe' });
    // The church's minimum is $5: four round amounts from it up.
    await expect(within(chips).getAllByRole('button').map((chip) => chip.textContent)).toEqual(['$10', '$25', '$50', '$100']);
    await userEvent.click(within(chips).getByRole('button', { name: '$50' }));
    await expect(canvas.getByLabelText('Amount for Tithe (USD)')).toHaveValue('50');
    await expect(within(chips).getByRole('button', { name: '$50' })).toHaveAttribute('aria-pressed', 'true');
    await expect(within(chips).getByRole('button', { name: '$25' })).toHaveAttribute('aria-pressed', 'false');
    await userEvent.type(canvas.getByLabelText('Amount for Tithe (USD)'), '5');
    await expect(canvas.getByLabelText('Amount for Tithe (USD)')).toHaveValue('505');
    await expect(within(chips).getByRole('button', { name: '$50' })).toHaveAttribute('aria-pressed', 'false');
  },
};

/** A monthly gift to one reason the church lets recur: charged to a card, every 30 days by default. */
export const Monthly: Story = {
  parameters: { msw: { handlers: { give: giveAnswer({ doacao: storyGift({ flagRecorrente: true }), pagamento: storyPayment(), recorrente: storyRecurring() }) } } } satisfies ChurchStoryParameters,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('checkbox', { name: /Tithe/ }));
    await userEvent.type(canvas.getByLabelText('Amount for Tithe (USD)'), '50');
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Give this again automatically' }));
    await expect(canvas.getByLabelText('Every')).toHaveValue('30');
    await expect(canvas.getByRole('radio', { name: 'Credit card' })).toBeChecked();
    await expect(canvas.getByRole('radio', { name: 'Digital wallet' })).toBeDisabled();
    await userEvent.click(canvas.getByRole('checkbox', { name: /Offering/ }));
    await expect(canvas.getByRole('checkbox', { name: 'Give this again automatically' })).not.toBeChecked();
  },
};

const pixGifts: SentGift[] = [];

/** A monthly gift by Pix where the church takes Pix: the card is offered first, Pix may be chosen (a slip may not), and says what each period will be. */
export const MonthlyByPix: Story = {
  beforeEach: () => {
    sessionStorage.removeItem('church-web:store');
    pixGifts.length = 0;
  },
  parameters: {
    msw: {
      handlers: {
        options: givingOptions(storyOptions({ metodosPagamento: ['CARTAO_CREDITO', 'PIX', 'BOLETO'] })),
        give: giveSteps([{ doacao: storyGift({ flagRecorrente: true }), pagamento: storyPayment({ metodo: 'PIX', status: 'pendente' }), recorrente: storyPixRecurring({}, false) }], pixGifts),
      },
    },
  } satisfies ChurchStoryParameters,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('checkbox', { name: /Tithe/ }));
    await userEvent.type(canvas.getByLabelText('Amount for Tithe (USD)'), '50');
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Give this again automatically' }));
    await expect(canvas.getByRole('radio', { name: 'Credit card' })).toBeChecked();
    await expect(canvas.getByRole('radio', { name: 'Bank slip' })).toBeDisabled();
    await expect(canvas.getByRole('radio', { name: 'Pix' })).toBeEnabled();
    await userEvent.click(canvas.getByRole('radio', { name: 'Pix' }));
    await expect(canvas.getByText(/^Paid by Pix now; then on each date a new Pix is e-mailed to you/)).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: /now and then automatically/ }));
    await expect(await canvas.findByRole('region', { name: 'Another page' })).toHaveTextContent('/give/thank-you');
    await expect(pixGifts.map((gift) => gift.body)).toEqual([expect.objectContaining({ recorrenciaDias: 30, pagamento: expect.objectContaining({ metodo: 'PIX' }) })]);
  },
};

/** A visitor below the minimum and over the wallet's maximum is told, in the church's language, before anything is sent. */
export const VisitorLimits: Story = {
  parameters: { session: 'visitor' } satisfies ChurchStoryParameters,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('link', { name: 'Sign in to give every month.' })).toBeVisible();
    await userEvent.click(canvas.getByRole('checkbox', { name: /Offering/ }));
    await userEvent.type(canvas.getByLabelText('Amount for Offering (USD)'), '2');
    await userEvent.click(canvas.getByRole('radio', { name: 'Digital wallet' }));
    await userEvent.click(canvas.getByRole('button', { name: /^Give/ }));
    await expect(canvas.getByText('The minimum amount is $5.00.', { selector: 'p[id]' })).toBeVisible();
    await userEvent.clear(canvas.getByLabelText('Amount for Offering (USD)'));
    await userEvent.type(canvas.getByLabelText('Amount for Offering (USD)'), '5000');
    await userEvent.click(canvas.getByRole('button', { name: /^Give/ }));
    await expect(canvas.getByText('The digital wallet takes at most R$ 4.999,99 per donation.')).toBeVisible();
    await expect(canvas.getByText('Enter a valid e-mail address.')).toBeVisible();
  },
};

/** A refusal from the server shows what it means. */
export const Refused: Story = {
  parameters: { msw: { handlers: { give: giveAnswer({ code: 'DOACAO_NAO_ACEITA' }) } } } satisfies ChurchStoryParameters,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('checkbox', { name: /Offering/ }));
    await userEvent.type(canvas.getByLabelText('Amount for Offering (USD)'), '20');
    await userEvent.click(canvas.getByRole('radio', { name: 'Digital wallet' }));
    await userEvent.click(canvas.getByRole('button', { name: /^Give/ }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent('This church is not accepting online donations.');
  },
};

export const NotAcceptingDonations: Story = {
  parameters: { msw: { handlers: { options: givingOptions(storyOptions({ flagAceitaDoacao: false })) } } } satisfies ChurchStoryParameters,
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('heading', { name: 'This church is not accepting online donations.' })).toBeVisible();
  },
};

export const NoGivingOptions: Story = {
  parameters: { msw: { handlers: { options: givingOptions(storyOptions({ motivos: [] })) } } } satisfies ChurchStoryParameters,
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('heading', { name: 'There are no giving options at the moment.' })).toBeVisible();
  },
};

export const Loading: Story = { parameters: { msw: { handlers: { options: givingOptionsLoading() } } } satisfies ChurchStoryParameters };

export const Failing: Story = {
  parameters: { msw: { handlers: { options: givingOptionsFailing() } } } satisfies ChurchStoryParameters,
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('alert')).toBeVisible();
  },
};

const given = { doacao: storyGift(), pagamento: storyPayment() };
// What the gift handlers of the stories below were sent, and how many cards were tokenised.
const sent: SentGift[] = [];
const tokens = { count: 0 };
const counting = () => {
  sessionStorage.removeItem('church-web:store');
  sent.length = 0;
  tokens.count = 0;
};
const storedAttempt = () => (JSON.parse(sessionStorage.getItem('church-web:store') ?? '{}') as { giveCheckout?: { attempt?: { key: string } | null } }).giveCheckout?.attempt ?? null;

async function giveTwentyToTithe(canvasElement: HTMLElement) {
  const canvas = within(canvasElement);
  await userEvent.click(await canvas.findByRole('checkbox', { name: /Tithe/ }));
  await userEvent.type(canvas.getByLabelText('Amount for Tithe (USD)'), '20');
  await fillCard(canvas);
  await userEvent.click(canvas.getByRole('button', { name: 'Give $20.00' }));
  return canvas;
}

/** The answer is lost: the same gift is sent again by itself (same key, same body, one token), and the donor is told meanwhile. */
export const LostAnswerSentAgain: Story = {
  beforeEach: counting,
  parameters: { msw: { handlers: { calls: giveCalls(tokens), give: giveSteps(['lost', given], sent) } } } satisfies ChurchStoryParameters,
  play: async ({ canvasElement }) => {
    const canvas = await giveTwentyToTithe(canvasElement);
    await expect(await canvas.findByRole('status')).toHaveTextContent('Confirming your payment…');
    await expect(await canvas.findByRole('region', { name: 'Another page' }, { timeout: 5000 })).toHaveTextContent('/give/thank-you');
    await expect(sent).toHaveLength(2);
    await expect(sent[1]).toEqual(sent[0]);
    await expect(sent[0]?.key).toMatch(/^[0-9a-f]{36}$/);
    await expect(tokens.count).toBe(1);
  },
};

/** Still not known after three tries: the donor reads so, plainly; the form is locked to that gift, and "Try again" sends it again, unchanged. */
export const CouldNotConfirm: Story = {
  beforeEach: counting,
  parameters: {
    msw: {
      handlers: {
        calls: giveCalls(tokens),
        give: giveSteps([{ status: 503, code: 'PAYMENT_OUTCOME_UNKNOWN', retryAfter: 0 }, { status: 409, code: 'IDEMPOTENCY_IN_PROGRESS', retryAfter: 0 }, { status: 503, code: 'PAYMENT_OUTCOME_UNKNOWN', retryAfter: 0 }, given], sent),
      },
    },
  } satisfies ChurchStoryParameters,
  play: async ({ canvasElement }) => {
    const canvas = await giveTwentyToTithe(canvasElement);
    const alert = await canvas.findByRole('alert', {}, { timeout: 8000 });
    await expect(alert).toHaveTextContent('We could not confirm your payment yet.');
    await expect(alert).toHaveTextContent('You were not charged twice');
    await expect(within(alert).getByRole('link', { name: 'My giving' })).toHaveAttribute('href', '/user/giving');
    await expect(sent).toHaveLength(3);
    await expect(canvas.queryByRole('checkbox', { name: /Tithe/ })).toBeNull();
    await expect(canvas.queryByLabelText('Card number')).toBeNull();
    await expect(canvas.queryByRole('button', { name: /^Give/ })).toBeNull();
    await expect(canvas.getByText('Tithe', { selector: 'dt' })).toBeVisible();
    await expect(within(alert).getByRole('button', { name: 'Try again' })).toHaveFocus();
    await expect(storedAttempt()?.key).toBe(sent[0]?.key);
    await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    await expect(await canvas.findByRole('region', { name: 'Another page' })).toHaveTextContent('/give/thank-you');
    await expect(new Set(sent.map((item) => JSON.stringify(item)))).toHaveProperty('size', 1);
    await expect(sent).toHaveLength(4);
    await expect(tokens.count).toBe(1);
  },
};

/** A final refusal ends the attempt: giving again is a new attempt, with a new key and a new token. */
export const RefusedThenGivenAgain: Story = {
  beforeEach: counting,
  parameters: { msw: { handlers: { calls: giveCalls(tokens), give: giveSteps([{ status: 422, code: 'DOACAO_TOTAL_ALTERADO' }, given], sent) } } } satisfies ChurchStoryParameters,
  play: async ({ canvasElement }) => {
    const canvas = await giveTwentyToTithe(canvasElement);
    await expect(await canvas.findByRole('alert')).toHaveTextContent('The total was updated. Check it and confirm again.');
    await expect(storedAttempt()).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Give $20.00' }));
    await expect(await canvas.findByRole('region', { name: 'Another page' })).toHaveTextContent('/give/thank-you');
    await waitFor(() => expect(sent).toHaveLength(2));
    await expect(sent[1]?.key).not.toBe(sent[0]?.key);
    await expect(tokens.count).toBe(2);
  },
};

/** Instalments only where the card networks run them (reais): a church that allows one payment offers no choice. */
export const NoInstallmentChoice: Story = {
  parameters: { msw: { handlers: { options: givingOptions(storyOptions({ qtdeMaxParcelas: 1 })) } } } satisfies ChurchStoryParameters,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('checkbox', { name: /Tithe/ }));
    await userEvent.type(canvas.getByLabelText('Amount for Tithe (USD)'), '200');
    await userEvent.click(canvas.getByRole('radio', { name: 'Credit card' }));
    await expect(canvas.getByLabelText('Card number')).toBeVisible();
    await expect(canvas.queryByLabelText('Installments')).toBeNull();
  },
};

/** A member's saved card is offered first, by its brand and last digits; the card's fields come back with "A new card". */
export const WithASavedCard: Story = {
  parameters: { msw: { handlers: { cards: savedCardsList([storyCard]) } } } satisfies ChurchStoryParameters,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('checkbox', { name: /Tithe/ }));
    await userEvent.type(canvas.getByLabelText('Amount for Tithe (USD)'), '20');
    await userEvent.click(canvas.getByRole('radio', { name: 'Credit card' }));
    await expect(await canvas.findByRole('radio', { name: 'VISA •••• 4242' })).toBeChecked();
    await expect(canvas.queryByLabelText('Card number')).toBeNull();
    await userEvent.click(canvas.getByRole('radio', { name: 'A new card' }));
    await expect(canvas.getByLabelText('Card number')).toBeVisible();
    await expect(canvas.getByRole('checkbox', { name: 'Save this card for next time' })).toBeChecked();
  },
};

/** Instalments where the church is paid in reais: without interest (the church takes it), and none for a recurring gift. */
export const Installments: Story = {
  parameters: { msw: { handlers: { options: givingOptions(storyOptions({ qtdeMaxParcelas: 3 })) } } } satisfies ChurchStoryParameters,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('checkbox', { name: /Tithe/ }));
    await userEvent.type(canvas.getByLabelText('Amount for Tithe (USD)'), '300');
    await userEvent.click(canvas.getByRole('radio', { name: 'Credit card' }));
    const installments = await canvas.findByLabelText('Installments');
    await expect(within(installments).getByRole('option', { name: 'In one payment' })).toBeInTheDocument();
    await expect(within(installments).getByRole('option', { name: '3× $100.00 without interest' })).toBeInTheDocument();
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Give this again automatically' }));
    await expect(canvas.queryByLabelText('Installments')).toBeNull();
    await expect(canvas.queryByRole('checkbox', { name: 'Save this card for next time' })).toBeNull();
  },
};

// The fees each story below asked (amount in cents and method), and what its gift sent.
const feesAsked: string[] = [];
const sentGifts: SentGift[] = [];
const resetFees = () => {
  sessionStorage.removeItem('church-web:store');
  feesAsked.length = 0;
  sentGifts.length = 0;
};

/** The summary's figures, as "label value" pairs. */
function summaryOf(canvas: ReturnType<typeof within>): string[] {
  const list = canvas.getByText('Donation', { selector: 'dt' }).closest('dl');
  const terms = [...(list?.querySelectorAll('dt') ?? [])];
  return terms.map((term) => `${term.textContent} ${term.nextElementSibling?.textContent ?? ''}`);
}

/**
 * §3 flagUsuarioTaxa: off by default, with the fee of the chosen method beside it; covered (by the
 * keyboard too), the summary shows the fee and the grossed-up total, and follows the method; each
 * amount and method is asked once, and the gift is sent with the server's total.
 */
export const CoverTheFees: Story = {
  beforeEach: resetFees,
  parameters: { msw: { handlers: { calls: [giftFees(feesAsked), ...paymentCalls()], give: giveSteps([given], sentGifts) } } } satisfies ChurchStoryParameters,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('checkbox', { name: /Tithe/ }));
    await userEvent.type(canvas.getByLabelText('Amount for Tithe (USD)'), '100');
    const cover = canvas.getByRole('checkbox', { name: "I'll cover the fees" });
    await expect(cover).not.toBeChecked();
    await expect(cover).toHaveAccessibleDescription('Choose how to pay to see its fee.');
    await userEvent.click(canvas.getByRole('radio', { name: 'Credit card' }));
    await waitFor(() => expect(cover).toHaveAccessibleDescription('$4.57 more by Credit card, so that Grace Community Church receives the whole $100.00.'), { timeout: 5000 });
    // Not covered: the gift alone.
    await expect(summaryOf(canvas)).toEqual(['Donation $100.00', 'Total $100.00']);
    cover.focus();
    await userEvent.keyboard(' ');
    await expect(cover).toBeChecked();
    await waitFor(() => expect(summaryOf(canvas)).toEqual(['Donation $100.00', 'Fees you cover $4.57', 'Total $104.57']));
    await userEvent.click(canvas.getByRole('radio', { name: 'Bank debit (ACH)' }));
    await waitFor(() => expect(summaryOf(canvas)).toEqual(['Donation $100.00', 'Fees you cover $0.81', 'Total $100.81']), { timeout: 5000 });
    await userEvent.click(canvas.getByRole('radio', { name: 'Digital wallet' }));
    await waitFor(() => expect(summaryOf(canvas)).toEqual(['Donation $100.00', 'Fees you cover $3.30', 'Total $103.30']), { timeout: 5000 });
    await userEvent.click(canvas.getByRole('radio', { name: 'Credit card' }));
    await waitFor(() => expect(summaryOf(canvas)).toEqual(['Donation $100.00', 'Fees you cover $4.57', 'Total $104.57']));
    await expect(feesAsked.filter((asked) => asked === '10000 CARTAO_CREDITO')).toHaveLength(1);
    await userEvent.click(canvas.getByRole('radio', { name: 'Digital wallet' }));
    await userEvent.click(await canvas.findByRole('button', { name: 'Give $103.30' }));
    await expect(await canvas.findByRole('region', { name: 'Another page' })).toHaveTextContent('/give/thank-you');
    await expect(sentGifts[0]?.body).toMatchObject({ flagUsuarioTaxa: true, totalEsperado: 10330, motivos: [{ valor: 10000 }], pagamento: { metodo: 'CARTEIRA_DIGITAL' } });
  },
};

/** Until the server answers the fee, the total is not shown as known, and the gift waits for it: nothing is sent. */
export const FeeBeingCalculated: Story = {
  beforeEach: resetFees,
  parameters: {
    msw: { handlers: { calls: [giftFeesPending(), ...paymentCalls()], give: giveSteps([given], sentGifts) } },
  } satisfies ChurchStoryParameters,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('checkbox', { name: /Offering/ }));
    await userEvent.type(canvas.getByLabelText('Amount for Offering (USD)'), '20');
    await userEvent.click(canvas.getByRole('radio', { name: 'Digital wallet' }));
    await userEvent.click(canvas.getByRole('checkbox', { name: "I'll cover the fees" }));
    await expect(canvas.getByRole('checkbox', { name: "I'll cover the fees" })).toHaveAccessibleDescription('Calculating the fee…');
    await expect(summaryOf(canvas)).toEqual(['Donation $20.00', 'Fees you cover Calculating…', 'Total Calculating…']);
    await userEvent.click(canvas.getByRole('button', { name: 'Give' }));
    await expect(canvas.getByText('The fee is still being calculated. Try again in a moment.')).toBeVisible();
    await expect(sentGifts).toHaveLength(0);
  },
};
