import { type ComponentType, useContext, useEffect, useState } from 'react';
import { type ScheduleServiceExtraProps, ScheduleServiceExtrasContext } from './schedule-service-extras';

/** An extra of the schedule's services, its code loaded. */
export interface LoadedScheduleServiceExtra {
  id: string;
  Component: ComponentType<ScheduleServiceExtraProps>;
}

/**
 * What the church's enabled modules add under each service of the schedule, without depending on those
 * modules: null while they load (and on the server), an empty list when none add any (or they cannot
 * load); an extra whose code fails to load is left out.
 */
export function useScheduleServiceExtras(enabledCodes: ReadonlySet<string>): LoadedScheduleServiceExtra[] | null {
  const load = useContext(ScheduleServiceExtrasContext);
  const key = [...enabledCodes].sort().join(' ');
  const [extras, setExtras] = useState<LoadedScheduleServiceExtra[] | null>(null);
  useEffect(() => {
    let current = true;
    void load(new Set(key ? key.split(' ') : []))
      .then((found) => Promise.all(found.map((extra) => extra.load().then((Component) => ({ id: extra.id, Component }), () => null))))
      .then(
        (loaded) => loaded.filter((extra) => extra !== null),
        () => [],
      )
      .then((loaded) => {
        if (current) setExtras(loaded);
      });
    return () => {
      current = false;
    };
  }, [key, load]);
  return extras;
}
