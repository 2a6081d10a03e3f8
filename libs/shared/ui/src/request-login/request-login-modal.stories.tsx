import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../button/button';
import { RequestLoginModal, type RequestLoginModalProps } from './request-login-modal';

/** A page's action button that opens the modal, as a page does for a visitor. */
function WithTrigger(props: RequestLoginModalProps) {
  const [open, setOpen] = useState(props.open);
  return (
    <>
      <Button onClick={() => setOpen(true)}>I prayed</Button>
      <RequestLoginModal
        {...props}
        open={open}
        onClose={() => {
          props.onClose();
          setOpen(false);
        }}
      />
    </>
  );
}

const meta = {
  title: 'UI/RequestLoginModal',
  component: RequestLoginModal,
  render: (args) => <WithTrigger {...args} />,
  args: {
    open: false,
    title: 'Sign in to pray',
    children: <p>Sign in or create your account to pray for this request. You will come back here and your prayer will be counted.</p>,
    signInHref: '/access?redirectTo=%2Fprayer%2F1',
    registerHref: '/access?redirectTo=%2Fprayer%2F1&start=register',
    onNavigate: fn(),
    onClose: fn(),
  },
  parameters: { viewport: { defaultViewport: 'mobile1' } },
} satisfies Meta<typeof RequestLoginModal>;
export default meta;
type Story = StoryObj<typeof meta>;

const page = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);

/** Open: a dialog named by its title and described by its message, the first link focused, the page behind inert. */
export const Open: Story = {
  play: async ({ canvasElement, args }) => {
    const user = userEvent.setup();
    await user.click(within(canvasElement).getByRole('button', { name: 'I prayed' }));
    const dialog = await page(canvasElement).findByRole('dialog', { name: 'Sign in to pray' });
    await expect(dialog).toHaveAttribute('aria-modal', 'true');
    await expect(dialog).toHaveAccessibleDescription(/You will come back here/);
    const signIn = within(dialog).getByRole('link', { name: 'Sign in' });
    await expect(signIn).toHaveAttribute('href', args.signInHref);
    await expect(within(dialog).getByRole('link', { name: 'Create an account' })).toHaveAttribute('href', args.registerHref);
    await waitFor(() => expect(signIn).toHaveFocus());
    await expect(canvasElement.closest('[inert]')).not.toBeNull();
    await user.click(signIn);
    await expect(args.onNavigate).toHaveBeenCalledWith(args.signInHref);
    await user.keyboard('{Escape}');
  },
};

/** Keyboard: Tab stays inside the dialog, Escape closes it and focus goes back to the button that opened it. */
export const Keyboard: Story = {
  play: async ({ canvasElement, args }) => {
    const user = userEvent.setup();
    const trigger = within(canvasElement).getByRole('button', { name: 'I prayed' });
    trigger.focus();
    await user.keyboard('{Enter}');
    const dialog = await page(canvasElement).findByRole('dialog', { name: 'Sign in to pray' });
    const signIn = within(dialog).getByRole('link', { name: 'Sign in' });
    await waitFor(() => expect(signIn).toHaveFocus());
    await user.tab();
    await expect(within(dialog).getByRole('link', { name: 'Create an account' })).toHaveFocus();
    await user.tab();
    await expect(within(dialog).getByRole('button', { name: 'Not now' })).toHaveFocus();
    await user.tab();
    await expect(signIn).toHaveFocus();
    await user.tab({ shift: true });
    await expect(within(dialog).getByRole('button', { name: 'Not now' })).toHaveFocus();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(page(canvasElement).queryByRole('dialog')).toBeNull());
    await expect(args.onClose).toHaveBeenCalled();
    await expect(trigger).toHaveFocus();
    await expect(canvasElement.closest('[inert]')).toBeNull();
  },
};

/** "Not now" closes it too, and focus returns to the button. */
export const NotNow: Story = {
  play: async ({ canvasElement, args }) => {
    const user = userEvent.setup();
    const trigger = within(canvasElement).getByRole('button', { name: 'I prayed' });
    await user.click(trigger);
    const dialog = await page(canvasElement).findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Not now' }));
    await waitFor(() => expect(page(canvasElement).queryByRole('dialog')).toBeNull());
    await expect(args.onClose).toHaveBeenCalled();
    await expect(args.onNavigate).not.toHaveBeenCalled();
    await expect(trigger).toHaveFocus();
  },
};
