import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import type { ChurchStoryParameters } from '@church/testing/mock-api';
import { paymentByCode, payInSandbox, storyPayment } from '../mocks/payments-api';
import { paymentsPaths } from '../paths';
import { PaymentPage } from './payment-page';

const meta = {
  title: 'Payments/PaymentPage',
  component: PaymentPage,
  parameters: {
    route: '/user/payment/K7Q2M9XW4TPA8C3D',
    routePath: paymentsPaths.payment.path,
    session: 'member',
    msw: { handlers: { payment: paymentByCode(), pay: payInSandbox() } },
  } satisfies ChurchStoryParameters,
} satisfies Meta<typeof PaymentPage>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Success: Story = {
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('heading', { name: 'Payment confirmed' })).toBeVisible();
  },
};

/** Issue 22: cash for tickets, unpaid, says by when (the hold's end, in the reader's time zone) and what happens after. */
export const CashHeld: Story = {
  parameters: {
    msw: { handlers: { payment: paymentByCode(storyPayment({ metodo: 'DINHEIRO', status: 'aguardando', dinheiro: { pagarAte: '2026-11-26T23:00:00.000Z' }, reservaAte: '2026-11-26T23:00:00.000Z' })) } },
  } satisfies ChurchStoryParameters,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'Awaiting payment' })).toBeVisible();
    await expect(canvas.getByText(/^Pay \$259\.33 in cash at the church by .+ or the tickets go back on sale\.$/)).toBeVisible();
  },
};

export const Refunded: Story = {
  parameters: { msw: { handlers: { payment: paymentByCode(storyPayment({ status: 'estornado' })) } } } satisfies ChurchStoryParameters,
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('heading', { name: 'Payment refunded' })).toBeVisible();
  },
};

export const Canceled: Story = {
  parameters: { msw: { handlers: { payment: paymentByCode(storyPayment({ status: 'cancelado', metodo: 'PIX' })) } } } satisfies ChurchStoryParameters,
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('heading', { name: 'Payment canceled' })).toBeVisible();
  },
};

export const UnderReview: Story = {
  parameters: { msw: { handlers: { payment: paymentByCode(storyPayment({ status: 'em_analise' })) } } } satisfies ChurchStoryParameters,
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('heading', { name: 'Payment under review' })).toBeVisible();
  },
};

/** A code the member has no payment under; a church with events offers the member's registrations. */
export const NotFound: Story = {
  parameters: { msw: { handlers: { payment: paymentByCode(null) } } } satisfies ChurchStoryParameters,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'No payment was found for this code.' })).toBeVisible();
    await expect(await canvas.findByRole('link', { name: 'My registrations' })).toHaveAttribute('href', '/user/registrations');
  },
};

/** A gift's Pix, awaiting payment: no tickets to hold; the sandbox marks it paid. */
export const GiftByPixPaidInTheSandbox: Story = {
  parameters: {
    route: '/user/payment/D4N8Q2W7XK3M9P5T',
    msw: {
      handlers: {
        payment: paymentByCode(
          storyPayment({ codigo: 'D4N8Q2W7XK3M9P5T', metodo: 'PIX', status: 'pendente', descricao: 'Tithe', idEvento: null, pix: { copiaECola: '00020126580014br.gov.bcb.pix', expiraEm: '2026-11-23T16:00:00.000Z' } }),
        ),
        pay: payInSandbox(storyPayment({ codigo: 'D4N8Q2W7XK3M9P5T', metodo: 'PIX', descricao: 'Tithe', idEvento: null })),
      },
    },
  } satisfies ChurchStoryParameters,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'Awaiting payment' })).toBeVisible();
    await expect(canvas.getByRole('heading', { level: 1, name: 'Payment' })).toBeVisible();
    await expect(canvas.queryByText(/tickets go back on sale/)).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Mark as paid (sandbox)' }));
    await expect(await canvas.findByRole('heading', { name: 'Payment confirmed' })).toBeVisible();
  },
};

/** An address no payment code could have is not found without asking. */
export const NotACode: Story = {
  parameters: { route: '/user/payment/nope', msw: { handlers: { payment: null } } } satisfies ChurchStoryParameters,
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('heading', { name: 'No payment was found for this code.' })).toBeVisible();
  },
};
