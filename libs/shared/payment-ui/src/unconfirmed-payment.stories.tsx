import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { UnconfirmedPayment } from './unconfirmed-payment';

const meta = {
  title: 'Payments/UnconfirmedPayment',
  component: UnconfirmedPayment,
  args: { state: 'unconfirmed', onTryAgain: fn() },
} satisfies Meta<typeof UnconfirmedPayment>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The same payment is being sent again by itself: said politely, nothing to press. */
export const Retrying: Story = {
  args: { state: 'retrying' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('status')).toHaveTextContent('Confirming your payment…');
    await expect(canvas.getByRole('status')).toHaveTextContent('You will not be charged twice.');
    await expect(canvas.queryByRole('button')).toBeNull();
  },
};

/** Its outcome is still not known: said at once and plainly, "Try again" sends the same payment, and the buyer's own page is one link away. */
export const CouldNotConfirm: Story = {
  args: {
    focusOnShow: true,
    children: <a href="/user/registrations/21/tickets">See my tickets</a>,
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const alert = canvas.getByRole('alert');
    await expect(alert).toHaveTextContent('We could not confirm your payment yet.');
    await expect(alert).toHaveTextContent('You were not charged twice: trying again finishes this same payment and never charges it a second time.');
    await expect(within(alert).getByRole('link', { name: 'See my tickets' })).toBeVisible();
    const tryAgain = within(alert).getByRole('button', { name: 'Try again' });
    await expect(tryAgain).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onTryAgain).toHaveBeenCalledTimes(1);
  },
};

/** Shown on a page opened later (a reload): it does not take the focus. */
export const AfterAReload: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Try again' })).not.toHaveFocus();
  },
};
