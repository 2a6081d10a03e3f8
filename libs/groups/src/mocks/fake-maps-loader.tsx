import type { Decorator } from '@storybook/react-vite';
import type { MapsLoader } from '../list/maps-loader';
import { MapsLoaderContext } from '../list/maps-loader';

/**
 * A stand-in for Google's Maps library: it "draws" each place as a button in the map's element (a
 * marker one can click; `data-shape` says whether a pin or, for an approximate area, a circle of
 * `data-radius` metres), and records the key and language it was loaded with. Nothing calls Google.
 */
export function fakeMapsLoader(calls: { key: string; language: string }[] = [], fail = false): MapsLoader {
  return async (options) => {
    calls.push(options);
    if (fail) throw new Error('The Maps script could not load');
    return {
      draw(element, places, onOpen) {
        const markers = places.map((place) => {
          const marker = document.createElement('button');
          marker.type = 'button';
          marker.textContent = place.title;
          marker.title = `${place.latitude}, ${place.longitude}`;
          marker.dataset.shape = place.radiusMetres === null ? 'pin' : 'circle';
          if (place.radiusMetres !== null) marker.dataset.radius = String(place.radiusMetres);
          marker.addEventListener('click', () => onOpen(place.id));
          element.append(marker);
          return marker;
        });
        return () => {
          for (const marker of markers) marker.remove();
        };
      },
    };
  };
}

/** A story decorator that gives the map the stand-in loader. */
export const withFakeMaps =
  (loader: MapsLoader): Decorator =>
  (Story) => (
    <MapsLoaderContext.Provider value={loader}>
      <Story />
    </MapsLoaderContext.Provider>
  );
