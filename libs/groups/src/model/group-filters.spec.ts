import type { CelulaResumo } from '@church/contracts-groups';
import { describe, expect, it } from 'vitest';
import { byDistance, distanceToTell } from './distance';
import { filterChoices, filterGroups, filtersFromSearch, NO_FILTERS, searchWithFilters } from './group-filters';
import { addressLine, areaLine, formatTimeRange, mapsSearchUrl, weekdayName } from './meeting-times';

const group = (id: number, overrides: Partial<CelulaResumo>): CelulaResumo => ({
  id,
  nome: `Group ${id}`,
  diaSemana: 2,
  horaInicio: '19:30',
  horaFim: '21:00',
  tema: null,
  endereco: `${id} Main Street`,
  bairro: null,
  cidade: 'Boston',
  estado: 'MA',
  latitude: null,
  longitude: null,
  ...overrides,
});

const groups = [
  group(1, { diaSemana: 2, bairro: 'Beacon Hill', tipo: { id: 10, nome: 'Couples' }, latitude: 42.3581, longitude: -71.0636 }),
  group(2, { diaSemana: 3, bairro: 'Harvard Square', cidade: 'Cambridge', tipo: { id: 11, nome: 'Young adults' }, latitude: 42.3744, longitude: -71.1212 }),
  group(3, { diaSemana: 2, bairro: 'South End', tipo: { id: 12, nome: 'Women' }, latitude: 42.3437, longitude: -71.07 }),
  group(4, { diaSemana: 1, tipo: { id: 13, nome: 'Men' } }),
];

describe('filters', () => {
  it('reads the address, leaving out what names no real choice', () => {
    expect(filtersFromSearch(new URLSearchParams('day=2&place=%20Boston%20&kind=11'))).toEqual({ day: 2, place: 'Boston', kind: 11 });
    expect(filtersFromSearch(new URLSearchParams('day=8&place=&kind=x'))).toEqual(NO_FILTERS);
    expect(filtersFromSearch(new URLSearchParams('day=1.5&kind=-1'))).toEqual(NO_FILTERS);
  });

  it('writes them back, keeping the other parameters', () => {
    expect(searchWithFilters(new URLSearchParams('view=map&day=3'), { day: null, place: 'South End', kind: 12 }).toString()).toBe('view=map&place=South+End&kind=12');
  });

  it('narrows by day, by neighbourhood or city (whatever the case), and by kind', () => {
    expect(filterGroups(groups, { ...NO_FILTERS, day: 2 }).map((g) => g.id)).toEqual([1, 3]);
    expect(filterGroups(groups, { ...NO_FILTERS, place: 'cambridge' }).map((g) => g.id)).toEqual([2]);
    expect(filterGroups(groups, { ...NO_FILTERS, place: 'Beacon Hill' }).map((g) => g.id)).toEqual([1]);
    expect(filterGroups(groups, { ...NO_FILTERS, place: 'Boston' }).map((g) => g.id)).toEqual([1, 3, 4]);
    expect(filterGroups(groups, { day: 2, place: 'Boston', kind: 12 }).map((g) => g.id)).toEqual([3]);
    expect(filterGroups(groups, { day: 5, place: null, kind: null })).toEqual([]);
  });

  it('offers only the days, places and kinds the groups have', () => {
    expect(filterChoices(groups)).toEqual({
      days: [1, 2, 3],
      cities: ['Boston', 'Cambridge'],
      neighbourhoods: [
        { name: 'Beacon Hill', city: 'Boston' },
        { name: 'Harvard Square', city: 'Cambridge' },
        { name: 'South End', city: 'Boston' },
      ],
      kinds: [
        { id: 10, nome: 'Couples' },
        { id: 13, nome: 'Men' },
        { id: 12, nome: 'Women' },
        { id: 11, nome: 'Young adults' },
      ],
    });
  });
});

describe('distance', () => {
  it('puts the nearest first and the groups without coordinates last, in their order', () => {
    const fromCambridge = byDistance(groups, { latitude: 42.37, longitude: -71.12 });
    expect(fromCambridge.map((entry) => entry.group.id)).toEqual([2, 1, 3, 4]);
    expect(fromCambridge[0]?.distance).toBeLessThan(1);
    expect(fromCambridge[3]?.distance).toBeNull();
    // To an approximate area, only whole kilometres are told (at least 1): its centre is not the place.
    const area = { areaAproximada: { raioMetros: 1000, enderecoPara: 'membros' as const } };
    expect(distanceToTell(area, 0.21)).toBe(1);
    expect(distanceToTell(area, 3.46)).toBe(3);
    expect(distanceToTell({}, 0.21)).toBe(0.21);
    expect(byDistance(groups, null).map((entry) => [entry.group.id, entry.distance])).toEqual([
      [1, null],
      [2, null],
      [3, null],
      [4, null],
    ]);
  });
});

describe('meeting times and places', () => {
  it('names weekdays and times in the locale', () => {
    expect(weekdayName(1, 'en')).toBe('Monday');
    expect(weekdayName(7, 'pt-BR')).toBe('domingo');
    expect(weekdayName(3, 'es')).toBe('miércoles');
    expect(formatTimeRange('19:30', '21:00', 'en')).toBe('7:30 PM – 9:00 PM');
    expect(formatTimeRange('06:30', '07:15', 'pt-BR')).toBe('6:30 – 7:15');
  });

  it('writes the address and its maps search', () => {
    const line = addressLine({ endereco: 'Rua da Glória, 300', bairro: 'Liberdade', cidade: 'São Paulo', estado: 'SP' });
    expect(line).toBe('Rua da Glória, 300, Liberdade, São Paulo, SP');
    expect(addressLine({ endereco: null, bairro: 'Liberdade', cidade: 'São Paulo', estado: 'SP' })).toBe('Liberdade, São Paulo, SP');
    expect(areaLine({ bairro: null, cidade: 'Boston', estado: 'MA' })).toBe('Boston, MA');
    expect(mapsSearchUrl(line)).toBe('https://www.google.com/maps/search/?api=1&query=Rua%20da%20Gl%C3%B3ria%2C%20300%2C%20Liberdade%2C%20S%C3%A3o%20Paulo%2C%20SP');
  });
});
