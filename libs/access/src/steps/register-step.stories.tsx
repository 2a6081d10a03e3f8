import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { usePlaceLookups } from '@church/data-access';
import { placeLookups, placeLookupsFailing } from '@church/data-access/mocks';
import type { ChurchStoryParameters } from '@church/testing/mock-api';
import { RegisterStep } from './register-step';
import type { SubmitResult } from './submit-result';

const meta = {
  title: 'Access/RegisterStep',
  component: RegisterStep,
  args: {
    email: 'new.visitor@example.com',
    locale: 'en',
    onSubmit: fn(async (): Promise<SubmitResult | void> => undefined),
    onChangeEmail: fn(),
    maritalStatuses: [{ value: '1', label: 'Single' }],
    occupations: [{ value: '2', label: 'Teacher' }],
    congregations: [],
    countries: [{ value: '30', label: 'Brazil' }],
  },
} satisfies Meta<typeof RegisterStep>;
export default meta;
type Story = StoryObj<typeof meta>;

export const RefusesBadData: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText(/CPF/), '12345678900');
    await userEvent.type(canvas.getByLabelText(/^Password/), 'password');
    await userEvent.type(canvas.getByLabelText(/Confirm the password/), 'Password1!');
    await userEvent.click(canvas.getByRole('button', { name: 'Create account' }));
    await expect(await canvas.findByText('Invalid CPF.')).toBeVisible();
    await expect(canvas.getByText(/The password needs at least 8 characters/)).toBeVisible();
    await expect(canvas.getByText('The passwords must match.')).toBeVisible();
    await expect(canvas.getAllByText('This field is required.').length).toBeGreaterThan(0);
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

export const Registers: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText(/First name/), 'Ana');
    await userEvent.type(canvas.getByLabelText(/Surname/), 'Souza');
    await userEvent.type(canvas.getByLabelText(/Mobile phone/), '11912345678');
    await userEvent.type(canvas.getByLabelText(/CPF/), '52998224725');
    await userEvent.type(canvas.getByLabelText(/Date of birth/), '05/14/1990');
    await userEvent.click(canvas.getByLabelText('Female'));
    await userEvent.type(canvas.getByLabelText(/^Password/), 'Demo@2026');
    await userEvent.type(canvas.getByLabelText(/Confirm the password/), 'Demo@2026');
    await userEvent.click(canvas.getByRole('button', { name: 'Create account' }));
    await expect(args.onSubmit).toHaveBeenCalledOnce();
    const [values] = (args.onSubmit as ReturnType<typeof fn>).mock.calls[0] as [Record<string, string>];
    await expect(values).toMatchObject({ nome: 'Ana', cpf: '529.982.247-25', dataNascimento: '05/14/1990', sexo: 'F' });
  },
};

export const CpfInUse: Story = {
  args: { onSubmit: fn(async (): Promise<SubmitResult | void> => ({ fieldErrors: { cpf: 'This CPF is already in use.' } })) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText(/First name/), 'Ana');
    await userEvent.type(canvas.getByLabelText(/Surname/), 'Souza');
    await userEvent.type(canvas.getByLabelText(/Mobile phone/), '11912345678');
    await userEvent.type(canvas.getByLabelText(/CPF/), '52998224725');
    await userEvent.type(canvas.getByLabelText(/Date of birth/), '05/14/1990');
    await userEvent.click(canvas.getByLabelText('Male'));
    await userEvent.type(canvas.getByLabelText(/^Password/), 'Demo@2026');
    await userEvent.type(canvas.getByLabelText(/Confirm the password/), 'Demo@2026');
    await userEvent.click(canvas.getByRole('button', { name: 'Create account' }));
    await expect(await canvas.findByText('This CPF is already in use.')).toBeVisible();
  },
};

/** The countries of the story church's reference list, with their codes for the place lookups. */
const countriesWithCodes = [
  { value: '1', label: 'Brazil', sigla: 'BR' },
  { value: '2', label: 'United States', sigla: 'US' },
];

/**
 * With the place lookups (as /access gives them): the chosen country's states are suggested, then the
 * chosen state's cities, and a US ZIP code fills the city and state.
 */
export const SuggestsStatesAndCities: Story = {
  args: { countries: countriesWithCodes, brazilCountryId: '1', usePlaces: usePlaceLookups },
  parameters: { msw: { handlers: { places: placeLookups() } } } satisfies ChurchStoryParameters,
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const suggested = (value: string) => canvasElement.querySelector(`datalist option[value="${value}"]`);
    await waitFor(() => expect(suggested('Rio de Janeiro')).not.toBeNull());
    await userEvent.selectOptions(canvas.getByLabelText(/Country/), 'United States');
    await waitFor(() => expect(suggested('New York')).not.toBeNull());
    await expect(suggested('Rio de Janeiro')).toBeNull();
    await userEvent.type(canvas.getByLabelText(/State/), 'New York');
    await waitFor(() => expect(suggested('Brooklyn')).not.toBeNull());
    await userEvent.type(canvas.getByLabelText(/City/), 'Brooklyn');

    await userEvent.clear(canvas.getByLabelText(/State/));
    await userEvent.clear(canvas.getByLabelText(/City/));
    await expect(canvas.getByText('We fill in the city and state from the postcode.')).toBeVisible();
    await userEvent.type(canvas.getByLabelText(/^Postcode/), '90210');
    await waitFor(() => expect(canvas.getByLabelText(/City/)).toHaveValue('Beverly Hills'));
    await expect(canvas.getByLabelText(/State/)).toHaveValue('California');
    await waitFor(() => expect(suggested('San Francisco')).not.toBeNull());

    await userEvent.type(canvas.getByLabelText(/First name/), 'Ana');
    await userEvent.type(canvas.getByLabelText(/Surname/), 'Souza');
    await userEvent.type(canvas.getByLabelText(/Mobile phone/), '11912345678');
    await userEvent.type(canvas.getByLabelText(/CPF/), '52998224725');
    await userEvent.type(canvas.getByLabelText(/Date of birth/), '05/14/1990');
    await userEvent.click(canvas.getByLabelText('Female'));
    await userEvent.type(canvas.getByLabelText(/^Password/), 'Demo@2026');
    await userEvent.type(canvas.getByLabelText(/Confirm the password/), 'Demo@2026');
    await userEvent.click(canvas.getByRole('button', { name: 'Create account' }));
    await expect(args.onSubmit).toHaveBeenCalledOnce();
    const [values] = (args.onSubmit as ReturnType<typeof fn>).mock.calls[0] as [Record<string, string>];
    await expect(values).toMatchObject({ idPais: '2', cep: '90210', estado: 'California', cidade: 'Beverly Hills' });
  },
};

/** The states cannot be had: the form says so, and the state and city are typed. */
export const PlaceLookupsFailing: Story = {
  args: { countries: countriesWithCodes, brazilCountryId: '1', usePlaces: usePlaceLookups },
  parameters: { msw: { handlers: { places: placeLookupsFailing() } } } satisfies ChurchStoryParameters,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.selectOptions(canvas.getByLabelText(/Country/), 'United States');
    await expect(await canvas.findByText('Could not load the states: type the state.')).toBeVisible();
    await expect(canvas.queryByText('We fill in the city and state from the postcode.')).toBeNull();
    await userEvent.type(canvas.getByLabelText(/State/), 'Ohio');
    await expect(canvas.getByLabelText(/State/)).toHaveValue('Ohio');
  },
};
