import { useCallback, useEffect, useState } from 'react';

export interface Coordinates {
  latitude: number;
  longitude: number;
}

export type PositionState =
  | { status: 'idle' | 'locating' | 'denied' | 'unavailable'; coordinates: null }
  | { status: 'located'; coordinates: Coordinates };

/**
 * The browser's position, asked for only when the person asks, or at once when they have already
 * granted it. Rounded to about a kilometre: enough to sort churches, no more than that is sent.
 */
export function useCurrentPosition() {
  const [state, setState] = useState<PositionState>({ status: 'idle', coordinates: null });

  const locate = useCallback(() => {
    if (!('geolocation' in navigator)) {
      setState({ status: 'unavailable', coordinates: null });
      return;
    }
    setState({ status: 'locating', coordinates: null });
    navigator.geolocation.getCurrentPosition(
      ({ coords }) =>
        setState({
          status: 'located',
          coordinates: {
            latitude: Math.round(coords.latitude * 100) / 100,
            longitude: Math.round(coords.longitude * 100) / 100,
          },
        }),
      (error) =>
        setState({ status: error.code === error.PERMISSION_DENIED ? 'denied' : 'unavailable', coordinates: null }),
      { maximumAge: 10 * 60_000, timeout: 15_000 },
    );
  }, []);

  useEffect(() => {
    let cancelled = false;
    navigator.permissions
      ?.query({ name: 'geolocation' })
      .then((permission) => {
        if (!cancelled && permission.state === 'granted') locate();
      })
      .catch(() => undefined);
    return () => {
      cancelled = true;
    };
  }, [locate]);

  return { ...state, locate };
}
