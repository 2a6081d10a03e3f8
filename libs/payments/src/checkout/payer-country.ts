import { useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import type { paths as ReferenceDataPaths } from '@church/contracts-reference-data';
import { getCountriesQueryOptions, getMeQueryOptions, moduleApi, useDataAccess } from '@church/data-access';
import { countryLabel } from '@church/forms';
import type { CountryOption } from '@church/payment-ui';
import type { PaymentMethod } from './use-payment-checkout';

/** Pix and bank slips are for payers who live in Brazil (§5). */
export const BRAZIL_ONLY_METHODS: readonly PaymentMethod[] = ['PIX', 'BOLETO'];

/** Whether a payer's country (ISO 3166-1 alpha-2) takes Pix and slips; unsaid is Brazil, as the server takes it. */
export const livesInBrazil = (country: string | null | undefined): boolean => !country || country === 'BR';

function useCountries(enabled: boolean) {
  const { clients } = useDataAccess();
  return useQuery({ ...getCountriesQueryOptions(moduleApi<ReferenceDataPaths>(clients)), enabled });
}

/** The signed-in member's country (ISO code), as their account says it; null while it is not known, or unsaid. */
export function useMemberCountry(signedIn: boolean): string | null {
  const { clients } = useDataAccess();
  const me = useQuery({ ...getMeQueryOptions(clients.api), enabled: signedIn });
  const id = signedIn ? me.data?.idPais : null;
  const countries = useCountries(id !== null && id !== undefined);
  if (id === null || id === undefined) return null;
  return countries.data?.find((country) => country.id === id)?.sigla ?? null;
}

/** The countries a visitor may say they live in, named in the page's language, Brazil first; none until asked for (`enabled`). */
export function useCountryOptions(enabled: boolean): CountryOption[] {
  const { i18n } = useLingui();
  const countries = useCountries(enabled).data ?? [];
  const options = countries.map((country) => ({ value: country.sigla, label: countryLabel(country.sigla, country.nome, i18n.locale) }));
  const brazil = options.filter((option) => option.value === 'BR');
  return [...brazil, ...options.filter((option) => option.value !== 'BR').sort((a, b) => a.label.localeCompare(b.label, i18n.locale))];
}
