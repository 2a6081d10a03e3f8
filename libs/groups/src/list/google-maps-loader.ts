import { importLibrary, setOptions } from '@googlemaps/js-api-loader';
import type { GroupsMapApi, MapsLoader } from './maps-loader';

let configuredKey: string | null = null;

/**
 * Google's Maps JavaScript API through `@googlemaps/js-api-loader` (its functional API: options once,
 * then libraries). The script is requested only when a map is first shown, with the church's key.
 */
export const googleMapsLoader: MapsLoader = async ({ key, language }) => {
  if (configuredKey === null) {
    setOptions({ key, v: 'weekly', language });
    configuredKey = key;
  }
  const [{ Map, Circle }, { Marker }, { LatLngBounds }] = await Promise.all([importLibrary('maps'), importLibrary('marker'), importLibrary('core')]);
  const api: GroupsMapApi = {
    draw(element, places, onOpen) {
      const map = new Map(element, { clickableIcons: false, mapTypeControl: false, streetViewControl: false, fullscreenControl: true });
      const bounds = new LatLngBounds();
      // The church's colour for the areas (Google's own blue if the page has none).
      const colour = getComputedStyle(element).getPropertyValue('--church-link').trim() || '#1a73e8';
      const shapes = places.map((place) => {
        const position = { lat: place.latitude, lng: place.longitude };
        if (place.radiusMetres !== null) {
          // An approximate area: a circle, no pin (its centre is not where the group meets).
          const circle = new Circle({ map, center: position, radius: place.radiusMetres, clickable: true, strokeColor: colour, strokeWeight: 2, fillColor: colour, fillOpacity: 0.2 });
          const area = circle.getBounds();
          if (area) bounds.union(area);
          circle.addListener('click', () => onOpen(place.id));
          return circle;
        }
        bounds.extend(position);
        const marker = new Marker({ map, position, title: place.title });
        marker.addListener('click', () => onOpen(place.id));
        return marker;
      });
      if (places.length === 1 && places[0]?.radiusMetres === null) {
        map.setCenter(bounds.getCenter());
        map.setZoom(15);
      } else if (places.length > 0) {
        // Several places, or one area: all of them (a circle whole) in view.
        map.fitBounds(bounds, 48);
      }
      return () => {
        for (const shape of shapes) shape.setMap(null);
      };
    },
  };
  return api;
};
