import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import type { ChurchStoryParameters } from '@church/testing/mock-api';
import { addressesFailing, addressesLoading, createMemberRecords } from '../mocks/account-api';
import { accountPaths } from '../paths';
import { AddressesPage } from './addresses-page';

const records = createMemberRecords();

const meta = {
  title: 'Account/AddressesPage',
  component: AddressesPage,
  parameters: {
    route: '/user/addresses',
    routePath: accountPaths.addresses.path,
    session: 'member',
    msw: { handlers: { addresses: records.addresses() } },
  } satisfies ChurchStoryParameters,
  beforeEach: () => records.reset(),
} satisfies Meta<typeof AddressesPage>;
export default meta;
type Story = StoryObj<typeof meta>;

export const SignedIn: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Addresses' })).toBeVisible();
    await expect(await canvas.findByText('Home')).toBeVisible();
    await expect(canvas.getByText(/Avenida Paulista, 1000 · Apt 12 · Bela Vista · São Paulo - SP · 01310-100/)).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Edit address: Avenida Paulista' })).toBeVisible();
  },
};

/** The postcode fills the street, neighbourhood, city and state; the new address joins the list. */
export const AddsAnAddress: Story = {
  beforeEach: () => records.reset({ addresses: [] }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Add address' }));
    await userEvent.type(canvas.getByLabelText(/Name \(home, work…\)/), 'Work');
    await userEvent.type(canvas.getByLabelText(/Postcode \(CEP\)/), '01310100');
    await waitFor(() => expect(canvas.getByLabelText(/Street/)).toHaveValue('Avenida Paulista'));
    await userEvent.type(canvas.getByLabelText(/Number/), '2000');
    await userEvent.click(canvas.getByRole('button', { name: 'Save address' }));
    await expect(await canvas.findByText('Work')).toBeVisible();
    await expect(canvas.getByText(/Avenida Paulista, 2000/)).toBeVisible();
    await waitFor(() => expect(canvas.queryByRole('button', { name: 'Save address' })).toBeNull());
  },
};

export const DeletesAnAddress: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Delete address: Avenida Paulista' }));
    await expect(canvas.getByText('Delete this address?')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Delete' }));
    await expect(await canvas.findByRole('heading', { name: 'No addresses yet' })).toBeVisible();
  },
};

export const Empty: Story = {
  beforeEach: () => records.reset({ addresses: [] }),
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('heading', { name: 'No addresses yet' })).toBeVisible();
  },
};

export const Loading: Story = {
  parameters: { msw: { handlers: { addresses: addressesLoading() } } } satisfies ChurchStoryParameters,
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('Loading addresses');
  },
};

export const Failed: Story = {
  parameters: { msw: { handlers: { addresses: addressesFailing() } } } satisfies ChurchStoryParameters,
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('alert')).toHaveTextContent('An error occurred while fetching the data. Please try again.');
  },
};
