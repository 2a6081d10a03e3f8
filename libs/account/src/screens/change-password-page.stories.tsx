import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import type { ChurchStoryParameters } from '@church/testing/mock-api';
import { changePassword } from '../mocks/account-api';
import { accountPaths } from '../paths';
import { ChangePasswordPage, ChangePasswordSuccessPage } from './change-password-page';

const meta = {
  title: 'Account/ChangePasswordPage',
  component: ChangePasswordPage,
  parameters: {
    route: '/user/change-password',
    routePath: accountPaths.changePassword.path,
    session: 'member',
    msw: { handlers: { change: changePassword() } },
  } satisfies ChurchStoryParameters,
} satisfies Meta<typeof ChangePasswordPage>;
export default meta;
type Story = StoryObj<typeof meta>;

async function fillIn(canvasElement: HTMLElement, current: string) {
  const canvas = within(canvasElement);
  await userEvent.type(canvas.getByLabelText(/Current password/), current);
  await userEvent.type(canvas.getByLabelText(/^New password/), 'Better@2027');
  await userEvent.type(canvas.getByLabelText(/Confirm the new password/), 'Better@2027');
  await userEvent.click(canvas.getByRole('button', { name: 'Change password' }));
}

export const Changes: Story = {
  play: async ({ canvasElement }) => {
    await fillIn(canvasElement, 'Demo@2026');
    await expect(await within(canvasElement).findByRole('region', { name: 'Another page' })).toHaveTextContent('/user/change-password/success');
  },
};

export const WrongCurrentPassword: Story = {
  play: async ({ canvasElement }) => {
    await fillIn(canvasElement, 'Wrong@2026');
    await expect(await within(canvasElement).findByText('The current password is not right.')).toBeVisible();
  },
};

export const Changed: StoryObj<typeof ChangePasswordSuccessPage> = {
  render: () => <ChangePasswordSuccessPage />,
  parameters: { route: '/user/change-password/success', routePath: accountPaths.changePasswordSuccess.path } satisfies ChurchStoryParameters,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Password changed' })).toBeVisible();
    await expect(canvas.getByRole('status')).toHaveTextContent('Your password was changed. Other devices were signed out.');
    await expect(canvas.getByRole('link', { name: 'Back to my account' })).toHaveAttribute('href', '/user/account');
  },
};
