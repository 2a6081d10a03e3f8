import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import type { ChurchStoryParameters } from '@church/testing/mock-api';
import { meFailing, meLoading } from '../mocks/account-api';
import { accountPaths } from '../paths';
import { AccountPage } from './account-page';

/** The signed-in member's account comes from the preset (`session: 'member'`: Ana Souza). */
const meta = {
  title: 'Account/AccountPage',
  component: AccountPage,
  parameters: { route: '/user/account', routePath: accountPaths.account.path, session: 'member' } satisfies ChurchStoryParameters,
} satisfies Meta<typeof AccountPage>;
export default meta;
type Story = StoryObj<typeof meta>;

export const SignedIn: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: 'My account' })).toBeVisible();
    await expect(canvas.getByText('member@grace.example')).toBeVisible();
    const menu = within(canvas.getByRole('navigation', { name: 'Account' }));
    await expect(menu.getByRole('link', { name: 'My details' })).toHaveAttribute('href', '/user/data');
    await expect(menu.getByRole('link', { name: 'Delete my account' })).toHaveAttribute('href', '/user/delete-user');
    await expect(document.title).toBe('My account · Grace Community Church');
  },
};

/** Signing out leaves the member area for the home, and ends the session on the server. */
export const SignsOut: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Sign out' }));
    await expect(await canvas.findByRole('region', { name: 'Another page' })).toHaveTextContent(/^\/$/);
  },
};

export const Loading: Story = {
  parameters: { msw: { handlers: { me: meLoading() } } } satisfies ChurchStoryParameters,
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('Loading your account');
  },
};

export const Failed: Story = {
  parameters: { msw: { handlers: { me: meFailing() } } } satisfies ChurchStoryParameters,
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('alert')).toHaveTextContent('An error occurred while fetching the data. Please try again.');
  },
};
