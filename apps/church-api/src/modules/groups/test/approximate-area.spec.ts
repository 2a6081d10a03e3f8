import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { APPROXIMATE_RADIUS_METRES, approximatePosition, mayReadExactAddress, personName, presentGroup, VISITOR } from '../address-visibility';

function metresBetween(a: { latitude: number; longitude: number }, b: { latitude: number; longitude: number }): number {
  const radians = (degrees: number) => (degrees * Math.PI) / 180;
  const h = Math.sin(radians(b.latitude - a.latitude) / 2) ** 2 + Math.cos(radians(a.latitude)) * Math.cos(radians(b.latitude)) * Math.sin(radians(b.longitude - a.longitude) / 2) ** 2;
  return 2 * 6_371_000 * Math.asin(Math.min(1, Math.sqrt(h)));
}

const latitude = fc.double({ min: -90, max: 90, noNaN: true });
const longitude = fc.double({ min: -180, max: 180, noNaN: true });

describe('the approximate area', () => {
  it('holds the place within its radius, anywhere on Earth (poles and the antimeridian too), and stays on the map', () => {
    fc.assert(
      fc.property(latitude, longitude, (lat, lng) => {
        const centre = approximatePosition(lat, lng);
        expect(metresBetween(centre, { latitude: lat, longitude: lng })).toBeLessThanOrEqual(APPROXIMATE_RADIUS_METRES);
        expect(Math.abs(centre.latitude)).toBeLessThanOrEqual(90);
        expect(Math.abs(centre.longitude)).toBeLessThanOrEqual(180);
      }),
      { numRuns: 5_000, examples: [[90, 180], [-90, -180], [0, 179.999], [42.3581, -71.0636], [-23.559, -46.635], [84.5, 10]] },
    );
  });

  it('is the same for every place in one cell about a kilometre across, and so says nothing finer than the cell', () => {
    // Two houses 100 m apart on Beacon Hill share their area; the area is not the house.
    expect(approximatePosition(42.3581, -71.0636)).toEqual(approximatePosition(42.3585, -71.0625));
    expect(approximatePosition(42.3581, -71.0636)).not.toEqual({ latitude: 42.3581, longitude: -71.0636 });
    // Cells are about 1.1 km: places 2 km apart fall in different ones.
    expect(approximatePosition(42.3581, -71.0636)).not.toEqual(approximatePosition(42.3761, -71.0636));
    fc.assert(
      fc.property(latitude, longitude, (lat, lng) => {
        const centre = approximatePosition(lat, lng);
        // The centre is its own cell's centre: asking again with it gives nothing new.
        expect(approximatePosition(centre.latitude, centre.longitude)).toEqual(centre);
      }),
      { numRuns: 2_000 },
    );
  });
});

describe("people's names", () => {
  it('are whole for a reader who may see the address, and the first name and initial otherwise', () => {
    expect(personName('Daniel', 'Brooks', true)).toBe('Daniel Brooks');
    expect(personName('Daniel', 'Brooks', false)).toBe('Daniel B.');
    expect(personName('Ana Maria', 'da Silva', false)).toBe('Ana D.');
    expect(personName('Émile', 'Ørsted', false)).toBe('Émile Ø.');
    expect(personName('Zoë', '𝒵ed', false)).toBe('Zoë 𝒵.');
    expect(personName('Cher', null, false)).toBe('Cher');
    expect(personName(' Lee ', '  ', false)).toBe('Lee');
  });
});

describe('a group as a reader sees it', () => {
  const group = {
    id: 7,
    nome: 'Beacon Hill Couples',
    tipo: { id: 1, nome: 'Couples' },
    diaSemana: 2,
    horaInicio: '19:30',
    horaFim: '21:00',
    tema: null,
    endereco: '24 Beacon Street',
    bairro: 'Beacon Hill',
    cidade: 'Boston',
    estado: 'MA',
    latitude: 42.3581,
    longitude: -71.0636,
    lider: { nome: 'Daniel', sobrenome: 'Brooks' },
  };

  it('keeps the street, the point and the surname to itself when it is approximate', () => {
    const seen = presentGroup(group, false, 'participantes');
    expect(seen).toMatchObject({ endereco: null, bairro: 'Beacon Hill', cidade: 'Boston', lider: { nome: 'Daniel B.' }, areaAproximada: { raioMetros: 1000, enderecoPara: 'participantes' } });
    const text = JSON.stringify(seen);
    for (const secret of ['Beacon Street', '42.3581', '-71.0636', 'Brooks']) expect(text).not.toContain(secret);
    expect(presentGroup({ ...group, latitude: null, longitude: null }, false, 'membros')).toMatchObject({ latitude: null, longitude: null, areaAproximada: { raioMetros: null, enderecoPara: 'membros' } });
    expect(presentGroup(group, true, 'membros')).toEqual({ ...group, lider: { nome: 'Daniel Brooks' } });
  });

  it('is exact only for whom the setting allows', () => {
    const member = { member: true, staff: false, participatesIn: new Set([7]) };
    expect(mayReadExactAddress('todos', VISITOR, 7)).toBe(true);
    expect(mayReadExactAddress('membros', VISITOR, 7)).toBe(false);
    expect(mayReadExactAddress('membros', { ...member, participatesIn: new Set() }, 7)).toBe(true);
    expect(mayReadExactAddress('participantes', member, 7)).toBe(true);
    expect(mayReadExactAddress('participantes', member, 8)).toBe(false);
    expect(mayReadExactAddress('participantes', { ...member, staff: true }, 8)).toBe(true);
    // Taking part without being a member of the church (left it) opens nothing.
    expect(mayReadExactAddress('participantes', { ...member, member: false }, 7)).toBe(false);
  });
});
