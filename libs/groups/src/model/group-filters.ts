import type { CelulaResumo } from '@church/contracts-groups';

/** What a visitor narrows the groups by, as the address keeps it (`?day=2&place=Boston&kind=3`). */
export interface GroupFilters {
  /** ISO weekday, 1 Monday … 7 Sunday. */
  day: number | null;
  /** A neighbourhood or a city, as the groups spell it. */
  place: string | null;
  /** A kind of group, by id. */
  kind: number | null;
}

export const NO_FILTERS: GroupFilters = { day: null, place: null, kind: null };

/** The filters an address names; anything that names no real choice is left out. */
export function filtersFromSearch(params: URLSearchParams): GroupFilters {
  const day = Number(params.get('day'));
  const kind = Number(params.get('kind'));
  const place = params.get('place')?.trim();
  return {
    day: Number.isInteger(day) && day >= 1 && day <= 7 ? day : null,
    place: place ? place : null,
    kind: Number.isInteger(kind) && kind >= 1 ? kind : null,
  };
}

/** The address's search with the filters set (others, such as the view, kept). */
export function searchWithFilters(params: URLSearchParams, filters: GroupFilters): URLSearchParams {
  const next = new URLSearchParams(params);
  const set = (name: string, value: string | number | null) => (value === null ? next.delete(name) : next.set(name, String(value)));
  set('day', filters.day);
  set('place', filters.place);
  set('kind', filters.kind);
  return next;
}

export const hasFilters = (filters: GroupFilters) => countFilters(filters) > 0;

/** How many of the filters are set. */
export const countFilters = (filters: GroupFilters) => [filters.day, filters.place, filters.kind].filter((value) => value !== null).length;

const same = (a: string | null | undefined, b: string) => (a ?? '').localeCompare(b, undefined, { sensitivity: 'base' }) === 0;

/** The groups that meet on the day, in the neighbourhood or city, and of the kind chosen. */
export function filterGroups(groups: readonly CelulaResumo[], filters: GroupFilters): CelulaResumo[] {
  return groups.filter(
    (group) =>
      (filters.day === null || group.diaSemana === filters.day) &&
      (filters.place === null || same(group.bairro, filters.place) || same(group.cidade, filters.place)) &&
      (filters.kind === null || group.tipo?.id === filters.kind),
  );
}

/** The choices each filter offers: only days, places and kinds some group has. */
export interface FilterChoices {
  days: number[];
  cities: string[];
  /** Neighbourhoods with their city, to tell apart two of the same name. */
  neighbourhoods: { name: string; city: string }[];
  kinds: { id: number; nome: string }[];
}

const byName = (a: string, b: string) => a.localeCompare(b);

export function filterChoices(groups: readonly CelulaResumo[]): FilterChoices {
  const days = [...new Set(groups.map((group) => group.diaSemana))].sort((a, b) => a - b);
  const cities = [...new Set(groups.map((group) => group.cidade))].sort(byName);
  const neighbourhoods = new Map<string, { name: string; city: string }>();
  for (const group of groups) {
    if (group.bairro && !cities.some((city) => same(city, group.bairro ?? ''))) neighbourhoods.set(group.bairro.toLowerCase(), { name: group.bairro, city: group.cidade });
  }
  const kinds = new Map<number, { id: number; nome: string }>();
  for (const group of groups) if (group.tipo) kinds.set(group.tipo.id, group.tipo);
  return {
    days,
    cities,
    neighbourhoods: [...neighbourhoods.values()].sort((a, b) => byName(a.name, b.name)),
    kinds: [...kinds.values()].sort((a, b) => byName(a.nome, b.nome)),
  };
}
