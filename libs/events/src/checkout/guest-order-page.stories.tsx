import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import type { ChurchStoryParameters } from '@church/testing/mock-api';
import { guestOrder, STORY_ACCESS_KEY, STORY_HOLD_UNTIL, storyPayment, storyTicket } from '../mocks/events-api';
import { eventsPaths } from '../paths';
import { GuestOrderPage } from './guest-order-page';

const meta = {
  title: 'Events/GuestOrderPage',
  component: GuestOrderPage,
  parameters: {
    route: `/checkout/order/K7Q2M9XW4TPA8C3D#chave=${STORY_ACCESS_KEY}`,
    routePath: eventsPaths.guestOrder.path,
    session: 'visitor',
    msw: { handlers: { guest: guestOrder(storyPayment({ status: 'em_analise', reservaAte: STORY_HOLD_UNTIL }), [storyTicket({ statusPagamento: 'em_analise' })]) } },
  } satisfies ChurchStoryParameters,
} satisfies Meta<typeof GuestOrderPage>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The e-mail's link opens the order: its payment's state, until when its tickets are held, and its tickets, without a QR code until paid. */
export const OpenedFromTheEmail: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Your order' })).toBeVisible();
    await expect(await canvas.findByRole('heading', { name: 'Payment under review' })).toBeVisible();
    await expect(canvas.getByText(/^Your tickets are held until .+ while the payment is confirmed\.$/)).toBeVisible();
    await expect(canvas.getByText('Your QR code appears here once the payment is confirmed.')).toBeVisible();
    await expect(canvas.queryByRole('img', { name: 'Check-in code of the ticket of Ana Souza' })).toBeNull();
  },
};

/** Once paid, the order's tickets carry their check-in QR codes, and no hold is said. */
export const Paid: Story = {
  parameters: { msw: { handlers: { guest: guestOrder(storyPayment(), [storyTicket()]) } } } satisfies ChurchStoryParameters,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('img', { name: 'Check-in code of the ticket of Ana Souza' })).toBeVisible();
    await expect(canvas.queryByText(/held until|Pay by/)).toBeNull();
  },
};

/** A link with a wrong or missing key opens nothing, and says so. */
export const WrongKey: Story = {
  parameters: { route: '/checkout/order/K7Q2M9XW4TPA8C3D#chave=not-the-key-of-this-order-000' } satisfies ChurchStoryParameters,
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('heading', { name: 'This order link is not valid.' })).toBeVisible();
  },
};
