import type { Meta, StoryObj } from '@storybook/react-vite';
import { useEffect, useState } from 'react';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { Header } from './header';

/** A notification count that arrives a moment after the header, as the real one does (lazy code, then a request). */
function CountArrivingLate({ count }: { count: number }) {
  const [shown, setShown] = useState(false);
  useEffect(() => {
    const timer = setTimeout(() => setShown(true), 300);
    return () => clearTimeout(timer);
  }, []);
  return shown ? (
    <>
      <span aria-hidden="true">{count}</span>
      <span className="visually-hidden">({count})</span>
    </>
  ) : null;
}

const meta = {
  title: 'Shell/Header',
  component: Header,
  args: {
    churchName: 'Grace Community Church',
    menu: [
      { id: 1, titulo: 'Home', link: '/', ordem: 1, flagExterno: false },
      { id: 2, titulo: 'About us', link: '/about', ordem: 2, flagExterno: false },
      { id: 3, titulo: 'Radio', link: 'https://radio.example', ordem: 3, flagExterno: true },
    ],
    loggedIn: false,
    currentPath: '/about',
  },
} satisfies Meta<typeof Header>;
export default meta;
type Story = StoryObj<typeof meta>;

export const WithMenu: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const nav = canvas.getByRole('navigation', { name: 'Main menu' });
    await expect(within(nav).getByRole('link', { name: 'About us' })).toHaveAttribute('href', '/about');
    const external = within(nav).getByRole('link', { name: 'Radio' });
    await expect(external).toHaveAttribute('target', '_blank');
    await expect(external).toHaveAttribute('rel', 'noopener noreferrer');
    await expect(within(nav).getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/access?redirectTo=%2Fabout');
  },
};

export const LoggedIn: Story = {
  args: { loggedIn: true },
  play: async ({ canvasElement }) => {
    const nav = within(canvasElement).getByRole('navigation', { name: 'Main menu' });
    await expect(within(nav).getByRole('link', { name: 'My account' })).toHaveAttribute('href', '/user/account');
    await expect(within(nav).queryByRole('link', { name: 'Sign in' })).toBeNull();
  },
};

export const LoggedInWithNotifications: Story = {
  args: { loggedIn: true, notificationCount: <CountArrivingLate count={30} /> },
  play: async ({ canvasElement }) => {
    const nav = within(canvasElement).getByRole('navigation', { name: 'Main menu' });
    // The link is there before its count (the browser suite proves that the count's arrival moves nothing).
    await expect(within(nav).getByRole('link', { name: 'Notifications' })).toHaveAttribute('href', '/user/notifications');
    await waitFor(() => expect(within(nav).getByRole('link', { name: /^Notifications\s*\(30\)$/ })).toHaveAttribute('href', '/user/notifications'));
  },
};

export const MenuToggle: Story = {
  play: async ({ canvasElement }) => {
    const toggle = within(canvasElement).getByRole('button', { name: 'Menu' });
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(toggle);
    await expect(within(canvasElement).getByRole('button', { name: 'Close menu' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
  },
};
