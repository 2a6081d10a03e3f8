import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import type { ChurchStoryParameters } from '@church/testing/mock-api';
import { storyGift, storyPayment, storyRecurring } from '../mocks/giving-api';
import { givingPaths } from '../paths';
import { GiveThankYouPage } from './give-thank-you-page';

const meta = {
  title: 'Giving/GiveThankYouPage',
  component: GiveThankYouPage,
  beforeEach: () => sessionStorage.setItem('church-web:store', JSON.stringify({ lastGift: { doacao: storyGift({ flagRecorrente: true }), pagamento: storyPayment(), recorrente: storyRecurring() } })),
  parameters: { route: '/give/thank-you', routePath: givingPaths.thankYou.path, session: 'visitor' } satisfies ChurchStoryParameters,
} satisfies Meta<typeof GiveThankYouPage>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The payment's state, what the donation was, and when a recurring one is charged next. */
export const RecurringGiven: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Payment confirmed' })).toBeVisible();
    await expect(canvas.getByText('Donation')).toBeVisible();
    await expect(canvas.getByText(/every 30 days; the next charge is on/)).toBeVisible();
  },
};

/** A gift by Pix, unpaid: the code, and until when to pay it (a gift's hold only ends: no tickets to speak of). */
export const PixToPayBy: Story = {
  beforeEach: () =>
    sessionStorage.setItem(
      'church-web:store',
      JSON.stringify({
        lastGift: {
          doacao: storyGift({ status: 'pendente', metodo: 'PIX' }),
          pagamento: storyPayment({
            metodo: 'PIX',
            status: 'pendente',
            moeda: 'BRL',
            pix: { copiaECola: '00020101021226450014br.gov.bcb.pix0123igreja2@pix.example5204000053039865405120.005802BR6304ABCD', expiraEm: '2026-11-23T18:30:00.000Z' },
            reservaAte: '2026-11-23T18:30:00.000Z',
          }),
        },
      }),
    ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Awaiting payment' })).toBeVisible();
    await expect(canvas.getByText(/^Pay by .+\.$/)).toBeVisible();
    await expect(canvas.queryByText(/tickets/)).toBeNull();
  },
};

/** A monthly gift by Pix: each later period's Pix is e-mailed, nothing is charged by itself. */
export const RecurringByPix: Story = {
  beforeEach: () =>
    sessionStorage.setItem(
      'church-web:store',
      JSON.stringify({ lastGift: { doacao: storyGift({ flagRecorrente: true, metodo: 'PIX' }), pagamento: storyPayment({ metodo: 'PIX', moeda: 'BRL' }), recorrente: storyRecurring({ metodo: 'PIX', moeda: 'BRL' }) } }),
    ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(/every 30 days: the next Pix is e-mailed to you on/)).toBeVisible();
    await expect(canvas.queryByText(/the next charge is on/)).toBeNull();
  },
};

/** Nothing given yet: the page goes to the giving home. */
export const NothingGiven: Story = {
  beforeEach: () => sessionStorage.removeItem('church-web:store'),
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('region', { name: 'Another page' })).toHaveTextContent('/give');
  },
};

/** A gift whose fees the donor covered: the summary shows them, and says the church receives the whole gift. */
export const FeesCovered: Story = {
  beforeEach: () =>
    sessionStorage.setItem(
      'church-web:store',
      JSON.stringify({ lastGift: { doacao: storyGift({ valor: 10000, total: 10457, taxaCoberta: 457 }), pagamento: storyPayment({ valor: 10000, taxa: 457, total: 10457 }) } }),
    ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('$104.57')).toBeVisible();
    await expect(canvas.getByText('You covered $4.57 of fees: Grace Community Church receives the whole $100.00.')).toBeVisible();
  },
};
