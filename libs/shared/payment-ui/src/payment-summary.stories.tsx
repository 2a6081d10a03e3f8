import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import type { ChurchStoryParameters } from '@church/testing/mock-api';
import type { PaymentToShow } from './payment-types';
import { formatDeadline, PaymentSummary } from './payment-summary';

const STORY_QR_CODE = `data:image/svg+xml;base64,${btoa('<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 3 3"><path d="M0 0h1v1H0zM2 0h1v1H2zM0 2h1v1H0z"/></svg>')}`;

const storyPayment = (overrides: Partial<PaymentToShow> = {}): PaymentToShow => ({
  codigo: 'K7Q2M9XW4TPA8C3D',
  metodo: 'CARTAO_CREDITO',
  provedor: 'sandbox',
  status: 'aprovado',
  valor: 24900,
  total: 25933,
  parcelas: 1,
  moeda: 'USD',
  descricao: 'Marriage Retreat Weekend',
  pix: null,
  boleto: null,
  dinheiro: null,
  ...overrides,
});

const meta = {
  title: 'Payments/PaymentSummary',
  component: PaymentSummary,
  args: { payment: storyPayment(), onPayInSandbox: fn() },
} satisfies Meta<typeof PaymentSummary>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Approved: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Payment confirmed' })).toBeVisible();
    await expect(canvas.getByText('$259.33')).toBeVisible();
  },
};

export const PixAwaiting: Story = {
  args: {
    payment: storyPayment({
      metodo: 'PIX',
      status: 'pendente',
      moeda: 'BRL',
      pix: { copiaECola: '00020101021226450014br.gov.bcb.pix0123igreja2@pix.example520400005303986540512.005802BR5915Igreja Esperanca6009Sao Paulo62200516K7Q2M9XW4TPA8C3D6304ABCD', qrCode: STORY_QR_CODE, expiraEm: '2026-11-23T15:30:00-03:00' },
    }),
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Awaiting payment' })).toBeVisible();
    await expect(await canvas.findByRole('img', { name: 'Pix QR code' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Copy the Pix code' })).toBeVisible();
    await expect(canvas.getByText(/^The code is valid until/)).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Mark as paid (sandbox)' }));
    await expect(args.onPayInSandbox).toHaveBeenCalled();
  },
};

/** Issue 24: a Pix made by the church's own provider (Mercado Pago) is paid at a bank: no sandbox control is offered. */
export const PixOfTheChurchesProvider: Story = {
  args: {
    payment: storyPayment({
      metodo: 'PIX',
      provedor: 'mercadopago',
      status: 'pendente',
      moeda: 'BRL',
      pix: { copiaECola: '00020101021226450014br.gov.bcb.pix0123igreja2@pix.example520400005303986540512.005802BR5915Igreja Esperanca6009Sao Paulo62200516K7Q2M9XW4TPA8C3D6304ABCD', expiraEm: '2026-11-23T15:30:00-03:00' },
    }),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: 'Copy the Pix code' })).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Mark as paid (sandbox)' })).toBeNull();
    await expect(canvas.queryByText(/^Payments sandbox/)).toBeNull();
  },
};

const HOLD_UNTIL = '2026-11-23T18:30:00.000Z';
const pix = { copiaECola: '00020101021226450014br.gov.bcb.pix0123igreja2@pix.example5204000053039865405120.005802BR6304ABCD', qrCode: STORY_QR_CODE, expiraEm: HOLD_UNTIL };

/**
 * Issue 22: an unpaid order holds its tickets until `reservaAte`; the buyer reads until when to pay in the
 * church's time zone (a Brazilian church's here, America/Sao_Paulo), whatever the zone of the machine.
 */
export const PayByOrTicketsGoBack: Story = {
  parameters: { church: { fusoHorario: 'America/Sao_Paulo', moeda: 'BRL' } } satisfies ChurchStoryParameters,
  args: { holdsTickets: true, payment: storyPayment({ metodo: 'PIX', status: 'pendente', moeda: 'BRL', pix, reservaAte: HOLD_UNTIL }) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const expected = formatDeadline(HOLD_UNTIL, 'en', 'America/Sao_Paulo');
    await expect(expected).toBe('Nov 23, 2026, 3:30 PM GMT-3');
    await expect(canvas.getByText(`Pay by ${expected} or the tickets go back on sale.`)).toBeVisible();
    await expect(canvas.getByText(`The code is valid until ${expected}.`)).toBeVisible();
  },
};

/** A gift's hold only ends: "Pay by …", no tickets. */
export const GiftPayBy: Story = {
  args: { valueLabel: 'Donation', payment: storyPayment({ metodo: 'CARTEIRA_DIGITAL', status: 'pendente', moeda: 'BRL', reservaAte: HOLD_UNTIL }) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(/^Pay by .+\.$/)).toBeVisible();
    await expect(canvas.queryByText(/tickets/)).toBeNull();
  },
};

/** Under review, the tickets are held while it is confirmed; nothing for the buyer to pay. */
export const HeldWhileReviewed: Story = {
  args: { holdsTickets: true, payment: storyPayment({ status: 'em_analise', reservaAte: HOLD_UNTIL }) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(/^Your tickets are held until .+ while the payment is confirmed\.$/)).toBeVisible();
    await expect(canvas.queryByText(/^Pay by/)).toBeNull();
  },
};

/** Once paid, no hold is said (the server sends none). */
export const PaidHoldsNothing: Story = {
  args: { holdsTickets: true, payment: storyPayment({ reservaAte: null }) },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByText(/held until|Pay by/)).toBeNull();
  },
};

export const BankSlip: Story = {
  args: { payment: storyPayment({ metodo: 'BOLETO', status: 'pendente', moeda: 'BRL', boleto: { linhaDigitavel: '00190000090000002123445678901238912345000012000', vencimento: '2026-11-26' } }) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('00190.00009 00000.021234 45678.901238 9 12345000012000')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Copy the bank slip line' })).toBeVisible();
  },
};

export const Cash: Story = {
  args: { payment: storyPayment({ metodo: 'DINHEIRO', status: 'aguardando', dinheiro: { pagarAte: '2026-11-26T18:00:00-05:00' } }) },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(/^Pay \$259\.33 in cash at the church by/)).toBeVisible();
  },
};

/** Cash for tickets: one sentence says by when, and what happens after. */
export const CashHoldingTickets: Story = {
  args: { holdsTickets: true, payment: storyPayment({ metodo: 'DINHEIRO', status: 'aguardando', dinheiro: { pagarAte: '2026-11-26T23:00:00.000Z' }, reservaAte: '2026-11-26T23:00:00.000Z' }) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(/^Pay \$259\.33 in cash at the church by .+ or the tickets go back on sale\.$/)).toBeVisible();
    await expect(canvas.queryByText(/^Pay by/)).toBeNull();
  },
};

/** A slip: its due date, and until when the tickets are held while the bank settles it. */
export const BankSlipHoldingTickets: Story = {
  args: {
    holdsTickets: true,
    payment: storyPayment({ metodo: 'BOLETO', status: 'pendente', moeda: 'BRL', boleto: { linhaDigitavel: '00190000090000002123445678901238912345000012000', vencimento: '2026-11-26' }, reservaAte: '2026-11-30T02:59:59.000Z' }),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(/^Pay the bank slip by/)).toBeVisible();
    await expect(canvas.getByText(/^Your tickets are held until .+, while the bank settles the slip; unpaid by then, they go back on sale\.$/)).toBeVisible();
  },
};

export const Refused: Story = {
  args: { payment: storyPayment({ status: 'nao_aprovado' }) },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('heading', { name: 'Payment not approved' })).toBeVisible();
  },
};

/** Issue 24, part 5: refunded in part, the payment stays confirmed and says what went back and what the church kept; the tickets stay valid. */
export const PartlyRefunded: Story = {
  args: { holdsTickets: true, payment: storyPayment({ valorEstornado: 5000 }) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Payment confirmed' })).toBeVisible();
    await expect(canvas.getByText('Refunded')).toBeVisible();
    await expect(canvas.getByText('$50.00')).toBeVisible();
    await expect(canvas.getByText('$209.33')).toBeVisible();
    await expect(canvas.getByText('Part of this payment was refunded to you; your tickets stay valid.')).toBeVisible();
  },
};

/** Refunded in full: the state says it, with no partial figures. */
export const Refunded: Story = {
  args: { holdsTickets: true, payment: storyPayment({ status: 'estornado', valorEstornado: 25933 }) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Payment refunded' })).toBeVisible();
    await expect(canvas.queryByText('Refunded')).toBeNull();
  },
};

/** Issue 24, part 5: the card holder's bank disputed the charge; the tickets stay valid until the bank decides. */
export const Disputed: Story = {
  args: { holdsTickets: true, payment: storyPayment({ status: 'contestado' }) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Payment disputed' })).toBeVisible();
    await expect(canvas.getByRole('alert')).toHaveTextContent('holds the money until the dispute is decided. Your tickets stay valid meanwhile');
  },
};

/** A disputed gift: if the bank returns the money, it counts as refunded. */
export const DisputedGift: Story = {
  args: { valueLabel: 'Donation', payment: storyPayment({ status: 'contestado', descricao: null }) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent('the payment counts as refunded');
    await expect(canvas.queryByText(/tickets/)).toBeNull();
  },
};
