import type { CelulaResumo } from '@church/contracts-groups';
import { kilometresBetween, type Position } from '@church/geo';

/** A group's place, when it has coordinates. */
export function positionOf(group: Pick<CelulaResumo, 'latitude' | 'longitude'>): Position | null {
  return group.latitude === null || group.longitude === null ? null : { latitude: group.latitude, longitude: group.longitude };
}

export interface GroupWithDistance {
  group: CelulaResumo;
  /** Kilometres from the reader; null without the reader's or the group's position. */
  distance: number | null;
}

/**
 * The distance to tell the reader: as measured to an exact place; to an approximate area's centre, in
 * whole kilometres (at least 1), since the place may be anywhere within about a kilometre of it.
 */
export function distanceToTell(group: Pick<CelulaResumo, 'areaAproximada'>, kilometres: number): number {
  return group.areaAproximada ? Math.max(1, Math.round(kilometres)) : kilometres;
}

/**
 * The groups with their distance from `from`, nearest first when `from` is known; groups without
 * coordinates keep their order after the others. Without `from`, the order is unchanged.
 */
export function byDistance(groups: readonly CelulaResumo[], from: Position | null): GroupWithDistance[] {
  const measured = groups.map((group) => {
    const place = positionOf(group);
    return { group, distance: from && place ? kilometresBetween(from, place) : null };
  });
  if (!from) return measured;
  return measured
    .map((entry, index) => ({ entry, index }))
    .sort((a, b) => {
      if (a.entry.distance === null || b.entry.distance === null) {
        return a.entry.distance === b.entry.distance ? a.index - b.index : a.entry.distance === null ? 1 : -1;
      }
      return a.entry.distance - b.entry.distance || a.index - b.index;
    })
    .map(({ entry }) => entry);
}
