import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import type { ChurchStoryParameters } from '@church/testing/mock-api';
import { placeLookups } from '@church/data-access/mocks';
import { meFailing, meLoading, updateAccount, updateAccountCpfInUse } from '../mocks/account-api';
import { accountPaths } from '../paths';
import { DataUpdatePage, MyDetailsPage } from './index';

/** /user/data: the member's details (Ana Souza, from the preset), with the §5 rules. */
const meta = {
  title: 'Account/MyDetailsPage',
  component: MyDetailsPage,
  parameters: {
    route: '/user/data',
    routePath: accountPaths.data.path,
    session: 'member',
    msw: { handlers: { update: updateAccount(), places: placeLookups() } },
  } satisfies ChurchStoryParameters,
} satisfies Meta<typeof MyDetailsPage>;
export default meta;
type Story = StoryObj<typeof meta>;

export const SignedIn: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: 'My details' })).toBeVisible();
    await expect(canvas.getByLabelText(/First name/)).toHaveValue('Ana');
    await expect(canvas.getByLabelText(/CPF/)).toHaveValue('529.982.247-25');
    await expect(await canvas.findByRole('option', { name: 'Downtown' })).toBeInTheDocument();
  },
};

export const Saves: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const surname = await canvas.findByLabelText(/Surname/);
    await userEvent.clear(surname);
    await userEvent.type(surname, 'Souza Lima');
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await expect(await canvas.findByText('Your details were saved.')).toBeVisible();
    await expect(canvas.getByLabelText(/Surname/)).toHaveValue('Souza Lima');
  },
};

/** The server says another account has this CPF: the field says so. */
export const CpfInUse: Story = {
  parameters: { msw: { handlers: { update: updateAccountCpfInUse() } } } satisfies ChurchStoryParameters,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Save' }));
    await waitFor(() => expect(canvas.getByLabelText(/CPF/)).toHaveAccessibleDescription(/in use/i));
  },
};

export const Loading: Story = {
  parameters: { msw: { handlers: { me: meLoading() } } } satisfies ChurchStoryParameters,
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('Loading your details');
  },
};

export const Failed: Story = {
  parameters: { msw: { handlers: { me: meFailing() } } } satisfies ChurchStoryParameters,
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('alert')).toHaveTextContent('An error occurred while fetching the data. Please try again.');
  },
};

/** /user/data-update, before a payment: once saved, back to where the member was going. */
export const BeforeAPayment: Story = {
  render: () => <DataUpdatePage />,
  parameters: { route: '/user/data-update?redirectTo=%2Fgiving', routePath: accountPaths.dataUpdate.path } satisfies ChurchStoryParameters,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Update your details to continue' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await expect(await canvas.findByRole('region', { name: 'Another page' })).toHaveTextContent('/giving');
  },
};
