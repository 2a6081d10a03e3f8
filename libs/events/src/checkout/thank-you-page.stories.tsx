import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import type { ChurchStoryParameters } from '@church/testing/mock-api';
import { paymentByCode } from '@church/payments/mocks';
import { guestOrder, STORY_ACCESS_KEY, STORY_HOLD_UNTIL, STORY_QR_CODE, storyPayment, storyTicket } from '../mocks/events-api';
import { eventsPaths } from '../paths';
import { ThankYouPage } from './thank-you-page';

const pix = { copiaECola: '00020101021226450014br.gov.bcb.pix0123igreja2@pix.example5204000053039865405120.005802BR6304ABCD', expiraEm: '2026-11-23T15:30:00-03:00' };
const purchase = { inscricoes: [storyTicket({ statusPagamento: 'pendente' })], pagamento: storyPayment({ metodo: 'PIX', status: 'pendente', moeda: 'BRL', pix, reservaAte: STORY_HOLD_UNTIL }) };

const meta = {
  title: 'Events/ThankYouPage',
  component: ThankYouPage,
  beforeEach: () => sessionStorage.setItem('church-web:store', JSON.stringify({ lastPurchase: purchase })),
  parameters: {
    route: '/checkout/thank-you',
    routePath: eventsPaths.thankYou.path,
    session: 'member',
    msw: { handlers: { payment: paymentByCode(storyPayment({ metodo: 'PIX', status: 'pendente', moeda: 'BRL', pix: { ...pix, qrCode: STORY_QR_CODE }, reservaAte: STORY_HOLD_UNTIL })) } },
  } satisfies ChurchStoryParameters,
} satisfies Meta<typeof ThankYouPage>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A Pix purchase: the code at once, until when to pay it before the tickets go back on sale, its QR picture from the payment's own read, and the way to the tickets. */
export const PixToPay: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Thank you!' })).toBeVisible();
    await expect(canvas.getByRole('heading', { name: 'Awaiting payment' })).toBeVisible();
    await expect(canvas.getByText(/^Pay by .+ or the tickets go back on sale\.$/)).toBeVisible();
    await expect(await canvas.findByRole('img', { name: 'Pix QR code' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'See my tickets' })).toHaveAttribute('href', '/user/registrations/21/tickets');
  },
};

/** Without a purchase to thank for, the page goes to the events. */
export const NothingBought: Story = {
  beforeEach: () => sessionStorage.removeItem('church-web:store'),
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('region', { name: 'Another page' })).toHaveTextContent('/event');
  },
};

/** A visitor's paid purchase: the order read back with its key, the tickets with their QR codes right here, and where the link went. */
export const VisitorOrder: Story = {
  beforeEach: () => sessionStorage.setItem('church-web:store', JSON.stringify({ lastPurchase: { inscricoes: [storyTicket()], pagamento: storyPayment(), chaveAcesso: STORY_ACCESS_KEY } })),
  parameters: { session: 'visitor', msw: { handlers: { guest: guestOrder() } } } satisfies ChurchStoryParameters,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'Payment confirmed' })).toBeVisible();
    await expect(canvas.getByRole('img', { name: 'Check-in code of the ticket of Ana Souza' })).toBeVisible();
    await expect(canvas.getByText(/We sent the link to this order to alex.morgan@example.org/)).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Link to this order' })).toHaveAttribute('href', `/checkout/order/K7Q2M9XW4TPA8C3D#chave=${STORY_ACCESS_KEY}`);
    await expect(canvas.queryByRole('link', { name: 'See my tickets' })).toBeNull();
  },
};
