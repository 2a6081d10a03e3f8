import { createContext } from 'react';

/** A group placed on the map. */
export interface MapPlace {
  id: number;
  title: string;
  latitude: number;
  longitude: number;
  /** An approximate area: a circle of this radius around the point, never a pin on it; null for the exact place. */
  radiusMetres: number | null;
}

/** A drawn map: one marker per exact place, one circle per approximate area; chosen markers and circles open their group. */
export interface GroupsMapApi {
  /** Draws the places in `element` and calls `onOpen` with a marker's or circle's group; returns what removes them. */
  draw(element: HTMLElement, places: readonly MapPlace[], onOpen: (id: number) => void): () => void;
}

/** Loads the map's library with the church's key, in the reader's language. */
export type MapsLoader = (options: { key: string; language: string }) => Promise<GroupsMapApi>;

/**
 * Which loader the map uses: null, Google's (`google-maps-loader.ts`, loaded with the map's chunk);
 * stories and tests put a stand-in here, so that nothing calls Google.
 */
export const MapsLoaderContext = createContext<MapsLoader | null>(null);
