import type { CelulaResumo, CelulaTipo, Pessoa } from '@church/contracts-groups';
import type { VisibilidadeEndereco } from './schema';

/** A person's name as stored: `personName` makes what a reader may see of it. */
export interface PersonRecord {
  nome: string | null;
  sobrenome: string | null;
}

/**
 * A group as stored, with its exact address, coordinates and leader's names: never an answer by itself
 * (its `lider` is not the contract's), only through `presentGroup`.
 */
export interface GroupPlace {
  id: number;
  nome: string;
  tipo: CelulaTipo | null;
  diaSemana: number;
  horaInicio: string;
  horaFim: string;
  tema: string | null;
  endereco: string;
  bairro: string | null;
  cidade: string;
  estado: string | null;
  latitude: number | null;
  longitude: number | null;
  lider: PersonRecord | null;
}

/** A church without a setting: the exact address for its signed-in members, the approximate area for visitors. */
export const DEFAULT_VISIBILIDADE_ENDERECO: VisibilidadeEndereco = 'membros';

/**
 * The approximate area is the cell of a fixed grid about 1.1 km on each side (0.01° of latitude, and the
 * longitude's step widened by the latitude so that cells stay about as wide as they are tall) that holds
 * the meeting place: its centre is given, never the place. Every group in a cell gets the same centre,
 * and the place may be anywhere in it, so no answer (nor its distances) narrows it down further.
 */
const CELL_DEGREES = 0.01;
/** Cells stop widening near the poles (at 84°): no church meets there, and a cell stays finite. */
const MIN_COSINE = 0.1;

/**
 * The radius of the circle around a cell's centre that holds all of the cell: its half-diagonal is
 * about 790 m (0.555 km each way), so 1 km holds it with room to spare, at any latitude.
 */
export const APPROXIMATE_RADIUS_METRES = 1000;

/** Coordinates to about 11 m, enough for the centre of a cell (and no float noise in the answers). */
const round4 = (value: number) => Math.round(value * 10_000) / 10_000;

/** The centre of the grid cell that holds the point: the approximate position a reader who may not see the address gets. */
export function approximatePosition(latitude: number, longitude: number): { latitude: number; longitude: number } {
  const row = Math.min(Math.floor((latitude + 90) / CELL_DEGREES), Math.round(180 / CELL_DEGREES) - 1);
  const centreLatitude = -90 + (row + 0.5) * CELL_DEGREES;
  // A whole number of equal columns around the parallel, so that none (at the antimeridian) is a sliver.
  const columns = Math.round(360 / (CELL_DEGREES / Math.max(Math.cos((centreLatitude * Math.PI) / 180), MIN_COSINE)));
  const longitudeStep = 360 / columns;
  const column = Math.min(Math.floor((longitude + 180) / longitudeStep), columns - 1);
  return { latitude: round4(centreLatitude), longitude: round4(-180 + (column + 0.5) * longitudeStep) };
}

/** A person as others may read them: the full name, or (for a reader who may not see the address) the first name and the surname's initial. */
export function personName(nome: string | null, sobrenome: string | null, exact: boolean): string {
  const first = (nome ?? '').trim();
  const last = (sobrenome ?? '').trim();
  if (exact) return `${first} ${last}`.trim();
  const firstName = first.split(/\s+/)[0] ?? '';
  // The initial is the surname's first letter (a whole character, whatever its code units).
  const initial = Array.from(last)[0];
  return initial ? `${firstName} ${initial.toLocaleUpperCase()}.`.trim() : firstName;
}

/**
 * Who reads the group, as far as its address is concerned: whether the account (if any) is an active
 * member of the church, its staff, and which of the church's groups it takes part in or was accepted to.
 */
export interface AddressReader {
  /** An active church account at the group's church. */
  member: boolean;
  /** A member with a staff role there. */
  staff: boolean;
  /** The church's groups the account leads, looks after, belongs to or whose request to join was accepted. */
  participatesIn: ReadonlySet<number>;
}

export const VISITOR: AddressReader = { member: false, staff: false, participatesIn: new Set() };

/** A person as the reader may see them (see `personName`). */
export const personFor = (person: PersonRecord, exact: boolean): Pessoa => ({ nome: personName(person.nome, person.sobrenome, exact) });

/**
 * The group as the reader may see it: as stored when `exact`; otherwise without its street address, at
 * the centre of its approximate area (`areaAproximada` says how far the place may be from it, and who
 * gets the address), its leader by first name and initial.
 */
export function presentGroup(group: GroupPlace, exact: boolean, setting: VisibilidadeEndereco): CelulaResumo {
  const common = {
    id: group.id,
    nome: group.nome,
    ...(group.tipo ? { tipo: group.tipo } : {}),
    diaSemana: group.diaSemana,
    horaInicio: group.horaInicio,
    horaFim: group.horaFim,
    tema: group.tema,
    bairro: group.bairro,
    cidade: group.cidade,
    estado: group.estado,
    ...(group.lider ? { lider: personFor(group.lider, exact) } : {}),
  };
  if (exact) return { ...common, endereco: group.endereco, latitude: group.latitude, longitude: group.longitude };
  const centre = group.latitude === null || group.longitude === null ? null : approximatePosition(group.latitude, group.longitude);
  return {
    ...common,
    endereco: null,
    latitude: centre?.latitude ?? null,
    longitude: centre?.longitude ?? null,
    areaAproximada: { raioMetros: centre ? APPROXIMATE_RADIUS_METRES : null, enderecoPara: setting === 'participantes' ? 'participantes' : 'membros' },
  };
}

/** Whether the reader may see the group's exact address, coordinates and leader's full name under the church's setting. */
export function mayReadExactAddress(setting: VisibilidadeEndereco, reader: AddressReader, celulaId: number): boolean {
  switch (setting) {
    case 'todos':
      return true;
    case 'membros':
      return reader.member;
    case 'participantes':
      return reader.member && (reader.staff || reader.participatesIn.has(celulaId));
  }
}
