import { useLingui } from '@lingui/react/macro';
import { useContext, useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import type { CelulaResumo } from '@church/contracts-groups';
import { Alert, Spinner } from '@church/ui';
import { groupsPaths } from '../paths';
import { googleMapsLoader } from './google-maps-loader';
import { type MapPlace, MapsLoaderContext } from './maps-loader';
import styles from './groups.module.css';

export interface GroupsMapProps {
  /** The church's Maps key. */
  apiKey: string;
  groups: readonly CelulaResumo[];
}

/**
 * The groups on a map, one marker per group with coordinates (a circle where the reader may see only
 * the approximate area), each opening its group. This file and the Maps loader are a chunk of their
 * own, loaded only when the map is shown.
 */
export function GroupsMap({ apiKey, groups }: GroupsMapProps) {
  const { t, i18n } = useLingui();
  const load = useContext(MapsLoaderContext) ?? googleMapsLoader;
  const navigate = useNavigate();
  const element = useRef<HTMLDivElement>(null);
  const [state, setState] = useState<'loading' | 'ready' | 'failed'>('loading');
  const places: MapPlace[] = groups.flatMap((group) =>
    group.latitude === null || group.longitude === null
      ? []
      : [{ id: group.id, title: group.nome, latitude: group.latitude, longitude: group.longitude, radiusMetres: group.areaAproximada?.raioMetros ?? null }],
  );
  const placesKey = places.map((place) => `${place.id}:${place.latitude},${place.longitude},${place.radiusMetres ?? ''}`).join(';');
  const areas = places.some((place) => place.radiusMetres !== null);

  useEffect(() => {
    let active = true;
    let remove = () => undefined as void;
    load({ key: apiKey, language: i18n.locale })
      .then((api) => {
        if (!active || !element.current) return;
        remove = api.draw(element.current, places, (id) => navigate(groupsPaths.detail.href(id)));
        setState('ready');
      })
      .catch(() => active && setState('failed'));
    return () => {
      active = false;
      remove();
    };
    // The places are named by their ids and positions (placesKey): a new array with the same places draws nothing again;
    // a member's exact places, arriving after the visitor's areas, are drawn anew.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [load, apiKey, i18n.locale, placesKey, navigate]);

  return (
    <div className={styles.mapArea}>
      {state === 'loading' ? <Spinner label={t`Loading the map`} /> : null}
      {state === 'failed' ? <Alert type="error">{t`The map could not be loaded. Choose the list to see the groups.`}</Alert> : null}
      <div ref={element} className={styles.map} role="region" aria-label={t`Map of the groups`} hidden={state === 'failed'} />
      {areas && state !== 'failed' ? <p className={styles.approximate}>{t`Circles show approximate areas: the exact address is not shared with everyone.`}</p> : null}
    </div>
  );
}
