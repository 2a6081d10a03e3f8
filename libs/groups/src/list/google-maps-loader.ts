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
  const [{ Map }, { Marker }, { LatLngBounds }] = await Promise.all([importLibrary('maps'), importLibrary('marker'), importLibrary('core')]);
  const api: GroupsMapApi = {
    draw(element, places, onOpen) {
      const map = new Map(element, { clickableIcons: false, mapTypeControl: false, streetViewControl: false, fullscreenControl: true });
      const bounds = new LatLngBounds();
      const markers = places.map((place) => {
        const position = { lat: place.latitude, lng: place.longitude };
        bounds.extend(position);
        const marker = new Marker({ map, position, title: place.title });
        marker.addListener('click', () => onOpen(place.id));
        return marker;
      });
      if (places.length === 1) {
        map.setCenter(bounds.getCenter());
        map.setZoom(15);
      } else if (places.length > 1) {
        map.fitBounds(bounds, 48);
      }
      return () => {
        for (const marker of markers) marker.setMap(null);
      };
    },
  };
  return api;
};
