import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import type { ChurchStoryParameters } from '@church/testing/mock-api';
import { requestDeletion } from '../mocks/account-api';
import { accountPaths } from '../paths';
import { ConfirmDeleteUserPage, DeleteUserPage, DeleteUserSuccessPage } from './delete-user-pages';

/** §4 account deletion: what it means, the password that confirms it, and the request received. */
const meta = {
  title: 'Account/DeleteUserPages',
  component: DeleteUserPage,
  parameters: {
    route: '/user/delete-user',
    routePath: accountPaths.deleteUser.path,
    session: 'member',
    msw: { handlers: { request: requestDeletion() } },
  } satisfies ChurchStoryParameters,
} satisfies Meta<typeof DeleteUserPage>;
export default meta;
type Story = StoryObj<typeof meta>;

export const WhatItMeans: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Delete my account' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Continue' })).toHaveAttribute('href', '/user/confirm-delete-user');
    await expect(canvas.getByRole('link', { name: 'Keep my account' })).toHaveAttribute('href', '/user/account');
  },
};

const confirm = {
  render: () => <ConfirmDeleteUserPage />,
  parameters: { route: '/user/confirm-delete-user', routePath: accountPaths.confirmDeleteUser.path } satisfies ChurchStoryParameters,
};

export const Confirms: Story = {
  ...confirm,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText(/Your password/), 'Demo@2026');
    await userEvent.click(canvas.getByRole('button', { name: 'Delete my account' }));
    await expect(await canvas.findByRole('region', { name: 'Another page' })).toHaveTextContent('/user/delete-user-success');
  },
};

export const WrongPassword: Story = {
  ...confirm,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText(/Your password/), 'Wrong@2026');
    await userEvent.click(canvas.getByRole('button', { name: 'Delete my account' }));
    await expect(await canvas.findByText('The password is not right.')).toBeVisible();
  },
};

export const RequestReceived: Story = {
  render: () => <DeleteUserSuccessPage />,
  parameters: { route: '/user/delete-user-success', routePath: accountPaths.deleteUserSuccess.path } satisfies ChurchStoryParameters,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Request received' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Go to the home page' })).toHaveAttribute('href', '/');
  },
};
