import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import type { ChurchStoryParameters } from '@church/testing/mock-api';
import { msg } from '@lingui/core/macro';
import { AccountLinksProvider, type AccountLink } from '@church/routing';
import { meFailing, meLoading, rolesAs } from '../mocks/account-api';
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

/** Two links a church's modules add: one for every member, one for its staff only. */
const moduleLinks: AccountLink[] = [
  { id: 'giving', order: 40, to: '/user/giving', label: msg`My giving`, loadCatalog: async () => undefined },
  { id: 'content-chats', order: 70, to: '/user/content-chats', label: msg`Content chats`, staffOnly: true, loadCatalog: async () => undefined },
];
const withModuleLinks = (Story: () => React.JSX.Element) => (
  <AccountLinksProvider load={async () => moduleLinks}>
    <Story />
  </AccountLinksProvider>
);

/** Staff see the links meant for staff among the modules' links. */
export const StaffLinks: Story = {
  parameters: { msw: { handlers: { roles: rolesAs('staff') } } } satisfies ChurchStoryParameters,
  decorators: [withModuleLinks],
  play: async ({ canvasElement }) => {
    const menu = within(await within(canvasElement).findByRole('navigation', { name: 'Account' }));
    await expect(await menu.findByRole('link', { name: 'Content chats' })).toHaveAttribute('href', '/user/content-chats');
    await expect(menu.getByRole('link', { name: 'My giving' })).toBeVisible();
  },
};

/** A member without a staff role: the modules' links, but not those meant for staff. */
export const MemberLinks: Story = {
  parameters: { msw: { handlers: { roles: rolesAs('member') } } } satisfies ChurchStoryParameters,
  decorators: [withModuleLinks],
  play: async ({ canvasElement }) => {
    const menu = within(await within(canvasElement).findByRole('navigation', { name: 'Account' }));
    await expect(await menu.findByRole('link', { name: 'My giving' })).toBeVisible();
    await expect(menu.queryByRole('link', { name: 'Content chats' })).toBeNull();
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
