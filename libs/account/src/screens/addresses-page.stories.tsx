import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import type { ChurchStoryParameters } from '@church/testing/mock-api';
import { placeLookups, placeLookupsFailing, placeLookupsLoading } from '@church/data-access/mocks';
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
    msw: { handlers: { addresses: records.addresses(), places: placeLookups() } },
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

/**
 * An address abroad: the country's states and the state's cities are suggested by the lookups, and a
 * US ZIP code fills the city and state; the list names the country.
 */
export const AddsAnAddressAbroad: Story = {
  beforeEach: () => records.reset({ addresses: [] }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Add address' }));
    await userEvent.selectOptions(await canvas.findByLabelText(/Country/), 'United States');
    const postcode = await canvas.findByLabelText(/^Postcode/);
    await expect(await canvas.findByText('We fill in the city and state from the postcode.')).toBeVisible();
    await userEvent.type(postcode, '90210');
    await waitFor(() => expect(canvas.getByLabelText(/City/)).toHaveValue('Beverly Hills'));
    await expect(canvas.getByLabelText(/State/)).toHaveValue('California');
    await waitFor(() => expect(canvasElement.querySelector('datalist option[value="Los Angeles"]')).not.toBeNull());
    await userEvent.clear(canvas.getByLabelText(/State/));
    await userEvent.type(canvas.getByLabelText(/State/), 'Massachusetts');
    await waitFor(() => expect(canvasElement.querySelector('datalist option[value="Cambridge"]')).not.toBeNull());
    await userEvent.clear(canvas.getByLabelText(/City/));
    await userEvent.type(canvas.getByLabelText(/City/), 'Cambridge');
    await userEvent.clear(postcode);
    await userEvent.type(postcode, '02138');
    await userEvent.type(canvas.getByLabelText(/Street/), 'Brattle Street');
    await userEvent.type(canvas.getByLabelText(/Number/), '45');
    await userEvent.type(canvas.getByLabelText(/Neighbourhood/), 'Harvard Square');
    await userEvent.click(canvas.getByRole('button', { name: 'Save address' }));
    await expect(await canvas.findByText(/Brattle Street, 45 · Harvard Square · Cambridge - Massachusetts · 02138 · United States/)).toBeVisible();
  },
};

/** The states are on their way: the state field says so, and can be typed meanwhile. */
export const StatesLoading: Story = {
  parameters: { msw: { handlers: { places: placeLookupsLoading() } } } satisfies ChurchStoryParameters,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Add address' }));
    await expect(await canvas.findByText('Loading the states…')).toBeVisible();
  },
};

/** The states cannot be had: the form says so, and the address is typed. */
export const StatesFailing: Story = {
  parameters: { msw: { handlers: { places: placeLookupsFailing() } } } satisfies ChurchStoryParameters,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Add address' }));
    await expect(await canvas.findByText('Could not load the states: type the state.')).toBeVisible();
    await userEvent.type(canvas.getByLabelText(/State/), 'SP');
    await expect(canvas.getByLabelText(/State/)).toHaveValue('SP');
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
