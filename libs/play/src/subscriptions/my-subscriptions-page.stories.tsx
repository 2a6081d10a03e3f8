import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import type { ChurchStoryParameters } from '@church/testing/mock-api';
import { storyCard } from '@church/payments/mocks';
import {
  mySubscriptions,
  mySubscriptionsFailing,
  mySubscriptionsFailingOnce,
  mySubscriptionsLoading,
  type SentSubscriptionChanges,
  storySubscription,
} from '../mocks/subscriptions-api';
import { MySubscriptionsPage } from './my-subscriptions-page';

const meta = {
  title: 'Play/MySubscriptionsPage',
  component: MySubscriptionsPage,
  parameters: {
    route: '/user/subscriptions',
    routePath: '/user/subscriptions',
    session: 'member',
    msw: { handlers: { subscriptions: mySubscriptions() } },
  } satisfies ChurchStoryParameters,
} satisfies Meta<typeof MySubscriptionsPage>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The value shown for a term of a subscription's details. */
const valueOf = (article: HTMLElement, term: string) => within(article).getByText(term, { selector: 'dt' }).nextElementSibling;

const cancelled = storySubscription({ status: { situacao: 'cancelado' }, proximaCobranca: null, dataCancelamento: '2026-11-20T15:00:00.000Z' });
const pastDue = storySubscription({ status: { situacao: 'inadimplente' }, proximaCobranca: '2026-11-30T15:00:00.000Z' });
const pendingPix = storySubscription({ id: 45, status: { situacao: 'pendente' }, metodo: 'PIX', proximaCobranca: null, dataAssinatura: '2026-11-28T10:00:00.000Z', fimPeriodo: '2026-12-28T10:00:00.000Z' });
const trialWithCoupon = storySubscription({
  id: 46,
  plano: { id: 2, codigo: 'YEARLY', nome: 'Yearly', periodicidade: 'anual' },
  valor: 9900,
  taxa: 150,
  taxaAdesao: 500,
  periodoTeste: true,
  cupom: { codigo: 'WELCOME20', percentual: 20, periodos: 1 },
  dataAssinatura: '2026-11-21T15:00:00.000Z',
  fimPeriodo: '2026-11-28T15:00:00.000Z',
  proximaCobranca: '2026-11-28T15:00:00.000Z',
});

/** A running monthly subscription by card: its state, figures and both actions. */
export const Active: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'My subscriptions' })).toBeVisible();
    const item = await canvas.findByRole('article', { name: 'Monthly' });
    await expect(within(item).getByText('Active')).toBeVisible();
    await expect(within(item).getByText('Active: it renews on Dec 14, 2026.')).toBeVisible();
    await expect(valueOf(item, 'Price')).toHaveTextContent('$9.99 a month');
    await expect(valueOf(item, 'Subscribed on')).toHaveTextContent('Sep 14, 2026');
    await expect(valueOf(item, 'Paid until')).toHaveTextContent('Dec 14, 2026');
    await expect(valueOf(item, 'Next charge')).toHaveTextContent('Dec 14, 2026');
    await expect(valueOf(item, 'Payment method')).toHaveTextContent('Credit card');
    await expect(within(item).queryByText('Fee per charge')).toBeNull();
    await expect(within(item).queryByText('Coupon')).toBeNull();
    await expect(within(item).getByRole('button', { name: 'Change the card: Monthly' })).toBeVisible();
    await expect(within(item).getByRole('button', { name: 'Cancel subscription: Monthly' })).toBeVisible();
    await expect(document.title).toBe('My subscriptions · Grace Community Church');
  },
};

/** Cancelled: access lasts until the paid period ends; nothing left to do. */
export const Cancelled: Story = {
  parameters: { msw: { handlers: { subscriptions: mySubscriptions([cancelled]) } } } satisfies ChurchStoryParameters,
  play: async ({ canvasElement }) => {
    const item = await within(canvasElement).findByRole('article', { name: 'Monthly' });
    await expect(within(item).getByText('Cancelled')).toBeVisible();
    await expect(within(item).getByText('Cancelled: you keep access until Dec 14, 2026.')).toBeVisible();
    await expect(within(item).queryByText('Next charge')).toBeNull();
    await expect(within(item).queryByRole('button')).toBeNull();
  },
};

/** The last renewal was declined: when it is tried again, and both actions (the card first). */
export const PastDue: Story = {
  parameters: { msw: { handlers: { subscriptions: mySubscriptions([pastDue]) } } } satisfies ChurchStoryParameters,
  play: async ({ canvasElement }) => {
    const item = await within(canvasElement).findByRole('article', { name: 'Monthly' });
    await expect(within(item).getByText('Payment overdue')).toBeVisible();
    await expect(within(item).getByText('Your last renewal failed; we will try again on Nov 30, 2026. You can choose another card to pay it.')).toBeVisible();
    await expect(valueOf(item, 'Next charge')).toHaveTextContent('Nov 30, 2026');
    const [first, second] = within(item).getAllByRole('button');
    await expect(first).toHaveAccessibleName('Change the card: Monthly');
    await expect(second).toHaveAccessibleName('Cancel subscription: Monthly');
  },
};

/** Subscribed by Pix, not paid yet: it waits for the payment (the list gives no payment code to link to), and nothing can be done to it yet. */
export const PendingPix: Story = {
  parameters: { msw: { handlers: { subscriptions: mySubscriptions([pendingPix]) } } } satisfies ChurchStoryParameters,
  play: async ({ canvasElement }) => {
    const item = await within(canvasElement).findByRole('article', { name: 'Monthly' });
    await expect(within(item).getByText('Waiting for payment')).toBeVisible();
    await expect(within(item).getByText('Waiting for your Pix payment: your access begins once it is confirmed.')).toBeVisible();
    await expect(valueOf(item, 'Payment method')).toHaveTextContent('Pix');
    await expect(within(item).queryByText('Paid until')).toBeNull();
    await expect(within(item).queryByRole('button')).toBeNull();
  },
};

/** A yearly plan begun with its free trial and a coupon, with a fee per charge and a sign-up fee. */
export const TrialWithCoupon: Story = {
  parameters: { msw: { handlers: { subscriptions: mySubscriptions([trialWithCoupon]) } } } satisfies ChurchStoryParameters,
  play: async ({ canvasElement }) => {
    const item = await within(canvasElement).findByRole('article', { name: 'Yearly' });
    await expect(valueOf(item, 'Price')).toHaveTextContent('$99.00 a year');
    await expect(valueOf(item, 'Fee per charge')).toHaveTextContent('$1.50');
    await expect(valueOf(item, 'Sign-up fee')).toHaveTextContent('$5.00');
    await expect(valueOf(item, 'Free trial')).toHaveTextContent("It began with the plan's free trial");
    await expect(valueOf(item, 'Coupon')).toHaveTextContent('WELCOME20: 20% off the first charge');
  },
};

/** A Brazilian church's subscription, in reais, by bank slip, with a coupon over several charges. */
export const InReais: Story = {
  parameters: {
    church: { moeda: 'BRL', fusoHorario: 'America/Sao_Paulo' },
    msw: {
      handlers: {
        subscriptions: mySubscriptions([
          storySubscription({ plano: { id: 3, codigo: 'MENSAL', nome: 'Mensal', periodicidade: 'mensal' }, valor: 2990, moeda: 'BRL', metodo: 'BOLETO', cupom: { codigo: 'IGREJA', percentual: 50, periodos: 3 } }),
        ]),
      },
    },
  } satisfies ChurchStoryParameters,
  play: async ({ canvasElement }) => {
    const item = await within(canvasElement).findByRole('article', { name: 'Mensal' });
    await expect(valueOf(item, 'Price')).toHaveTextContent(/R\$\s?29\.90 a month/);
    await expect(valueOf(item, 'Payment method')).toHaveTextContent('Bank slip');
    await expect(valueOf(item, 'Coupon')).toHaveTextContent('IGREJA: 50% off the first 3 charges');
    await expect(within(item).getByRole('button', { name: 'Pay with a card: Mensal' })).toBeVisible();
  },
};

/** Several, the newest first as the server sends them; only the running one offers actions. */
export const Several: Story = {
  parameters: {
    msw: {
      handlers: {
        subscriptions: mySubscriptions([
          trialWithCoupon,
          storySubscription({ id: 40, status: { situacao: 'encerrado' }, proximaCobranca: null, dataAssinatura: '2025-10-01T15:00:00.000Z', fimPeriodo: '2026-08-01T15:00:00.000Z' }),
        ]),
      },
    },
  } satisfies ChurchStoryParameters,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const yearly = await canvas.findByRole('article', { name: 'Yearly' });
    const monthly = canvas.getByRole('article', { name: 'Monthly' });
    await expect(canvas.getAllByRole('article')).toEqual([yearly, monthly]);
    await expect(within(monthly).getByText('Ended on Aug 1, 2026.')).toBeVisible();
    await expect(within(monthly).queryByRole('button')).toBeNull();
    await expect(within(yearly).getAllByRole('button')).toHaveLength(2);
  },
};

/** No subscription yet: the way to the plans. */
export const Empty: Story = {
  parameters: { msw: { handlers: { subscriptions: mySubscriptions([]) } } } satisfies ChurchStoryParameters,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'You have no subscription yet' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'See the plans' })).toHaveAttribute('href', '/play/plans');
  },
};

export const Loading: Story = {
  parameters: { msw: { handlers: { subscriptions: mySubscriptionsLoading() } } } satisfies ChurchStoryParameters,
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('Loading your subscriptions');
  },
};

export const Failing: Story = {
  parameters: { msw: { handlers: { subscriptions: mySubscriptionsFailing() } } } satisfies ChurchStoryParameters,
  play: async ({ canvasElement }) => {
    const alert = await within(canvasElement).findByRole('alert');
    await expect(alert).toHaveTextContent('An error occurred while fetching the data. Please try again.');
    await expect(within(alert).getByRole('button', { name: 'Try again' })).toBeVisible();
  },
};

/** The list fails, and "Try again" gets it. */
export const FailingThenRetried: Story = {
  parameters: { msw: { handlers: { subscriptions: mySubscriptionsFailingOnce() } } } satisfies ChurchStoryParameters,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await within(await canvas.findByRole('alert')).findByRole('button', { name: 'Try again' }));
    await expect(await canvas.findByRole('article', { name: 'Monthly' })).toBeVisible();
    await expect(canvas.queryByRole('alert')).toBeNull();
  },
};

const cancelSent: SentSubscriptionChanges = { cancelled: [], cards: [] };

/**
 * Cancelling asks first (the safe choice focused, Escape keeps it), says until when access lasts, then
 * sends the cancellation; the list shows it cancelled, with nothing left to do, and says so.
 */
export const CancelFlow: Story = {
  parameters: { msw: { handlers: { subscriptions: mySubscriptions(undefined, { sent: cancelSent }) } } } satisfies ChurchStoryParameters,
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    const item = await within(canvasElement).findByRole('article', { name: 'Monthly' });
    const cancelButton = within(item).getByRole('button', { name: 'Cancel subscription: Monthly' });
    await userEvent.click(cancelButton);
    let dialog = await body.findByRole('alertdialog', { name: 'Cancel your Monthly subscription?' });
    await expect(dialog).toHaveAccessibleDescription('Nothing more will be charged. You keep access until Dec 14, 2026, the end of the period you paid for.');
    await expect(within(dialog).getByRole('button', { name: 'Keep my subscription' })).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(body.queryByRole('alertdialog')).toBeNull());
    await expect(cancelButton).toHaveFocus();
    await expect(cancelSent.cancelled).toEqual([]);

    await userEvent.click(cancelButton);
    dialog = await body.findByRole('alertdialog', { name: 'Cancel your Monthly subscription?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Yes, cancel it' }));
    await waitFor(() => expect(body.queryByRole('alertdialog')).toBeNull());
    await expect(cancelSent.cancelled).toEqual([41]);
    await expect(await within(item).findByText('Cancelled: you keep access until Dec 14, 2026.')).toBeVisible();
    const notice = within(item).getByText('Your subscription is cancelled: nothing more will be charged.');
    await expect(notice).toHaveRole('status');
    await expect(notice).toHaveFocus();
    await expect(within(item).queryByRole('button')).toBeNull();
  },
};

const cardSent: SentSubscriptionChanges = { cancelled: [], cards: [] };

/** Another saved card is chosen for the next charges; the screen says which, and focus is back on the button. */
export const CardChangeFlow: Story = {
  parameters: { msw: { handlers: { subscriptions: mySubscriptions([pastDue], { sent: cardSent }) } } } satisfies ChurchStoryParameters,
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    const item = await within(canvasElement).findByRole('article', { name: 'Monthly' });
    const change = within(item).getByRole('button', { name: 'Change the card: Monthly' });
    await userEvent.click(change);
    const dialog = await body.findByRole('dialog', { name: 'Change the card of Monthly' });
    await expect(dialog).toHaveAccessibleDescription('From now on this subscription is paid with the card you choose; the renewal that failed is charged to it again shortly.');
    const card = await within(dialog).findByRole('combobox', { name: 'Card' });
    await expect(card).toHaveValue(String(storyCard.id));
    await expect(within(dialog).getByRole('link', { name: 'Add a card' })).toHaveAttribute('href', '/user/addcard');
    await userEvent.selectOptions(card, 'MASTERCARD •••• 4444, expires 08/31');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Use this card' }));
    await waitFor(() => expect(body.queryByRole('dialog')).toBeNull());
    await expect(cardSent.cards).toEqual([{ assinatura: 41, idCartaoSalvo: 62 }]);
    await expect(within(item).getByText('Done: the next charges go to MASTERCARD •••• 4444, expires 08/31.')).toBeVisible();
    await expect(change).toHaveFocus();
  },
};

/** A saved card the server no longer takes: the card field says so, and the dialog stays open to choose another. */
export const CardRefused: Story = {
  parameters: { msw: { handlers: { subscriptions: mySubscriptions(undefined, { unusableCards: [storyCard.id] }) } } } satisfies ChurchStoryParameters,
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(await within(canvasElement).findByRole('button', { name: 'Change the card: Monthly' }));
    const dialog = await body.findByRole('dialog', { name: 'Change the card of Monthly' });
    await userEvent.click(await within(dialog).findByRole('button', { name: 'Use this card' }));
    const card = within(dialog).getByRole('combobox', { name: 'Card' });
    await waitFor(() => expect(card).toHaveAttribute('aria-invalid', 'true'));
    await expect(card).toHaveAccessibleDescription('Card: this card cannot pay here any more. Choose another card or add one.');
    await expect(within(dialog).getByRole('button', { name: 'Use this card' })).toBeVisible();
  },
};

/** No saved card: the dialog says so and links to adding one. */
export const NoSavedCards: Story = {
  parameters: { msw: { handlers: { subscriptions: mySubscriptions([pendingPix, storySubscription({ metodo: 'PIX' })], { cards: [] }) } } } satisfies ChurchStoryParameters,
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(await within(canvasElement).findByRole('button', { name: 'Pay with a card: Monthly' }));
    const dialog = await body.findByRole('dialog', { name: 'Pay Monthly with a card' });
    await expect(await within(dialog).findByText('You have no saved cards. Add one, then come back to choose it.')).toBeVisible();
    await expect(within(dialog).getByRole('link', { name: 'Add a card' })).toHaveAttribute('href', '/user/addcard');
    await expect(within(dialog).queryByRole('button', { name: 'Use this card' })).toBeNull();
  },
};

/** The subscription ended meanwhile: the cancellation is refused with 409, the dialog says why, and the list shows it ended. */
export const CancelRefused: Story = {
  parameters: { msw: { handlers: { subscriptions: mySubscriptions([pastDue], { endedMeanwhile: true }) } } } satisfies ChurchStoryParameters,
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    const item = await within(canvasElement).findByRole('article', { name: 'Monthly' });
    await userEvent.click(within(item).getByRole('button', { name: 'Cancel subscription: Monthly' }));
    const dialog = await body.findByRole('alertdialog', { name: 'Cancel your Monthly subscription?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Yes, cancel it' }));
    await expect(await within(dialog).findByRole('alert')).toHaveTextContent('This subscription has already ended, so there is nothing to cancel.');
    await expect(within(dialog).queryByRole('button', { name: 'Yes, cancel it' })).toBeNull();
    await expect(await within(item).findByText('Ended')).toBeVisible();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(body.queryByRole('alertdialog')).toBeNull());
    await expect(within(item).getByRole('heading', { name: 'Monthly' })).toHaveFocus();
  },
};
