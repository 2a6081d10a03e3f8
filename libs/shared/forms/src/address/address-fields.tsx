import { useLingui } from '@lingui/react/macro';
import { useFormikContext } from 'formik';
import { useRef } from 'react';
import { formatCep, isValidCep } from '../rules/brazil';
import { ComboboxField } from '../fields/combobox-field';
import { FieldGrid } from '../fields/field-grid';
import { type SelectOption, SelectField } from '../fields/select-field';
import { TextField } from '../fields/text-field';
import { isBrazilianAddress } from '../personal/personal-data';

/** The address a postcode lookup found. */
export interface PostcodeAddress {
  logradouro?: string;
  bairro?: string;
  cidade?: string;
  estado?: string;
}

/** A country of the form: its id as the value, and its ISO 3166-1 alpha-2 code for the place lookups. */
export interface CountryOption extends SelectOption {
  sigla?: string;
}

export type LookupStatus = 'idle' | 'loading' | 'loaded' | 'error';

/** What the place lookups suggest for the chosen country and state. */
export interface PlaceSuggestions {
  /** The country's states, by name. */
  states: readonly string[];
  statesStatus: LookupStatus;
  /** The chosen state's cities. */
  cities: readonly string[];
  citiesStatus: LookupStatus;
  /** Looks one of the country's postcodes up; absent where its postcodes cannot be looked up. */
  lookupPostcode?: (postcode: string) => Promise<{ cidade: string; estado: string } | null>;
}

/** The country (ISO code) and the state as typed, in the reader's language. */
export interface PlaceQuery {
  countryCode: string | null;
  state: string;
  locale: string;
}

/** A hook that answers the place suggestions (the data-access library's `usePlaceLookups`). */
export type UsePlaceSuggestions = (query: PlaceQuery) => PlaceSuggestions;

const NO_SUGGESTIONS: PlaceSuggestions = { states: [], statesStatus: 'idle', cities: [], citiesStatus: 'idle' };
const useNoSuggestions: UsePlaceSuggestions = () => NO_SUGGESTIONS;

/** The address part of a Formik form whose values hold these fields. */
export interface AddressValues {
  idPais: string;
  cep: string;
  logradouro: string;
  numero: string;
  complemento: string;
  bairro: string;
  cidade: string;
  estado: string;
}

export interface AddressFieldsProps {
  locale: string;
  countries: CountryOption[];
  /** The id of Brazil in `countries`: CEP rules and lookup apply to Brazilian addresses only. */
  brazilCountryId?: string | null;
  /** Looks a complete CEP up; the found address fills the address fields. */
  lookupPostcode?: (cep: string) => Promise<PostcodeAddress | null>;
  /** The country's states and the state's cities to choose from, and its postcode lookup; without it they are typed. */
  usePlaces?: UsePlaceSuggestions;
  /** Whether the postcode, street, number, neighbourhood, city and state must be filled. */
  required?: boolean;
}

/**
 * Country, postcode, street, number, complement, state, city and neighbourhood. A Brazilian address
 * keeps the CEP and its autofill; every country's states and a state's cities are suggested by the
 * place lookups, and a country whose postcodes can be looked up (the United States) fills the city and
 * state from its postcode.
 */
export function AddressFields(props: AddressFieldsProps) {
  const { locale, countries, brazilCountryId, lookupPostcode, required } = props;
  const { t } = useLingui();
  const { setFieldValue, values } = useFormikContext<AddressValues>();
  const inBrazil = isBrazilianAddress(values.idPais, brazilCountryId);
  const countryCode = countries.find((country) => country.value === values.idPais)?.sigla ?? (inBrazil && brazilCountryId ? 'BR' : null);
  const usePlaces = props.usePlaces ?? useNoSuggestions;
  const places = usePlaces({ countryCode, state: values.estado ?? '', locale });
  const lastPostcode = useRef('');

  const fill = (address: PostcodeAddress) => {
    for (const [field, value] of [
      ['logradouro', address.logradouro],
      ['bairro', address.bairro],
      ['cidade', address.cidade],
      ['estado', address.estado],
    ] as const) {
      if (value) void setFieldValue(field, value);
    }
  };

  const fillFromCep = async (cep: string) => {
    if (!lookupPostcode || !inBrazil || !isValidCep(cep)) return;
    const address = await lookupPostcode(cep.replace(/-/g, '')).catch(() => null);
    if (address) fill(address);
  };

  const fillFromPostcode = async (postcode: string) => {
    const trimmed = postcode.trim();
    if (!places.lookupPostcode || trimmed.length < 5 || trimmed === lastPostcode.current) return;
    lastPostcode.current = trimmed;
    const place = await places.lookupPostcode(trimmed).catch(() => null);
    if (place) fill(place);
  };

  const statesHint =
    places.statesStatus === 'loading' ? t`Loading the states…` : places.statesStatus === 'error' ? t`Could not load the states: type the state.` : undefined;
  const citiesHint =
    places.citiesStatus === 'loading' ? t`Loading the cities…` : places.citiesStatus === 'error' ? t`Could not load the cities: type the city.` : undefined;

  return (
    <>
      <FieldGrid>
        <SelectField name="idPais" label={t`Country`} placeholder={t`Choose…`} options={countries} />
        {inBrazil ? (
          <TextField
            name="cep"
            label={t`Postcode (CEP)`}
            inputMode="numeric"
            autoComplete="postal-code"
            format={formatCep}
            hint={lookupPostcode ? t`We fill in the address from the CEP.` : undefined}
            required={required}
            onValueChange={(value) => void fillFromCep(value)}
          />
        ) : (
          <TextField
            name="cep"
            label={t`Postcode`}
            autoComplete="postal-code"
            hint={places.lookupPostcode ? t`We fill in the city and state from the postcode.` : undefined}
            required={required}
            onValueChange={(value) => void fillFromPostcode(value)}
          />
        )}
      </FieldGrid>
      <FieldGrid>
        <TextField name="logradouro" label={t`Street`} autoComplete="address-line1" required={required} />
        <TextField name="numero" label={t`Number`} required={required} />
        <TextField name="complemento" label={t`Complement`} autoComplete="address-line2" />
      </FieldGrid>
      <FieldGrid>
        <ComboboxField name="estado" label={t`State`} autoComplete="address-level1" suggestions={places.states} hint={statesHint} required={required} />
        <ComboboxField name="cidade" label={t`City`} autoComplete="address-level2" suggestions={places.cities} hint={citiesHint} required={required} />
        <TextField name="bairro" label={t`Neighbourhood`} required={required} />
      </FieldGrid>
    </>
  );
}
