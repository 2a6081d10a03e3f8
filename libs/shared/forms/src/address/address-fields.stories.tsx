import type { Meta, StoryObj } from '@storybook/react-vite';
import { Form, Formik } from 'formik';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { AddressFields, type AddressValues, type PlaceSuggestions, type UsePlaceSuggestions } from './address-fields';

const empty: AddressValues = { idPais: '', cep: '', logradouro: '', numero: '', complemento: '', bairro: '', cidade: '', estado: '' };

const STATES: Record<string, string[]> = { BR: ['Rio de Janeiro', 'São Paulo'], US: ['California', 'Massachusetts'] };
const CITIES: Record<string, string[]> = { California: ['Beverly Hills', 'Los Angeles'], Massachusetts: ['Boston', 'Cambridge'], 'São Paulo': ['Campinas', 'São Paulo'], SP: ['Campinas', 'São Paulo'] };

/** The lookups as the data access answers them once loaded: states by country, cities by state, US ZIP 90210. */
const useLoadedPlaces: UsePlaceSuggestions = ({ countryCode, state }) => {
  const states = countryCode ? (STATES[countryCode] ?? []) : [];
  const cities = CITIES[state] ?? [];
  return {
    states,
    statesStatus: countryCode ? 'loaded' : 'idle',
    cities,
    citiesStatus: cities.length ? 'loaded' : 'idle',
    lookupPostcode:
      countryCode === 'US' ? async (postcode) => (postcode === '90210' ? { cidade: 'Beverly Hills', estado: 'California' } : null) : undefined,
  };
};

const loading: PlaceSuggestions = { states: [], statesStatus: 'loading', cities: [], citiesStatus: 'idle' };
const failing: PlaceSuggestions = { states: [], statesStatus: 'error', cities: [], citiesStatus: 'idle' };

function AddressForm({ usePlaces }: { usePlaces: UsePlaceSuggestions }) {
  return (
    <Formik initialValues={empty} onSubmit={() => undefined}>
      <Form noValidate style={{ padding: 16, maxWidth: 900 }}>
        <AddressFields
          locale="en"
          brazilCountryId="30"
          countries={[
            { value: '30', label: 'Brazil', sigla: 'BR' },
            { value: '31', label: 'United States', sigla: 'US' },
          ]}
          usePlaces={usePlaces}
          lookupPostcode={async (cep) =>
            cep === '01310100' ? { logradouro: 'Avenida Paulista', bairro: 'Bela Vista', cidade: 'São Paulo', estado: 'SP' } : null
          }
        />
      </Form>
    </Formik>
  );
}

const meta = {
  title: 'Forms/AddressFields',
  component: AddressForm,
  args: { usePlaces: useLoadedPlaces },
} satisfies Meta<typeof AddressForm>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Brazil keeps the CEP: it fills the street, neighbourhood, city and state, and the state's cities are suggested. */
export const BrazilianCep: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText('Postcode (CEP)'), '01310100');
    await waitFor(() => expect(canvas.getByLabelText('Street')).toHaveValue('Avenida Paulista'));
    await expect(canvas.getByLabelText('State')).toHaveValue('SP');
    await expect(canvas.getByLabelText('City')).toHaveValue('São Paulo');
    await waitFor(() => expect(canvasElement.querySelector('datalist option[value="Campinas"]')).not.toBeNull());
  },
};

/** Abroad: the country's states are suggested, then the chosen state's cities; a US ZIP code fills both. */
export const Loaded: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.selectOptions(canvas.getByLabelText('Country'), 'United States');
    await expect(canvas.getByLabelText('Postcode')).toBeVisible();
    await expect(canvas.getByText('We fill in the city and state from the postcode.')).toBeVisible();
    await expect(canvasElement.querySelector('datalist option[value="Massachusetts"]')).not.toBeNull();
    await userEvent.type(canvas.getByLabelText('State'), 'Massachusetts');
    await waitFor(() => expect(canvasElement.querySelector('datalist option[value="Cambridge"]')).not.toBeNull());
    await userEvent.type(canvas.getByLabelText('Postcode'), '90210');
    await waitFor(() => expect(canvas.getByLabelText('City')).toHaveValue('Beverly Hills'));
    await expect(canvas.getByLabelText('State')).toHaveValue('California');
  },
};

/** The states are on their way: the state field says so and can be typed meanwhile. */
export const Loading: Story = {
  args: { usePlaces: () => loading },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Loading the states…')).toBeVisible();
    await userEvent.type(canvas.getByLabelText('State'), 'SP');
    await expect(canvas.getByLabelText('State')).toHaveValue('SP');
  },
};

/** The states cannot be had: the form says so, and the state and city are typed. */
export const Failed: Story = {
  args: { usePlaces: () => failing },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Could not load the states: type the state.')).toBeVisible();
    await userEvent.type(canvas.getByLabelText('City'), 'Curitiba');
    await expect(canvas.getByLabelText('City')).toHaveValue('Curitiba');
  },
};
