import type { ComponentType } from 'react';
import { type ScheduleServiceExtra, type ScheduleServiceExtraProps, ScheduleServiceExtrasContext } from './schedule-service-extras';
import { useContributions } from './use-contributions';

/** An extra of the schedule's services, its code loaded. */
export interface LoadedScheduleServiceExtra {
  id: string;
  Component: ComponentType<ScheduleServiceExtraProps>;
}

/** Each extra's code, loaded; an extra whose code fails to load is left out. */
async function loadExtras(found: ScheduleServiceExtra[]): Promise<LoadedScheduleServiceExtra[]> {
  const loaded = await Promise.all(found.map((extra) => extra.load().then((Component) => ({ id: extra.id, Component }), () => null)));
  return loaded.filter((extra) => extra !== null);
}

/**
 * What the church's enabled modules add under each service of the schedule, without depending on those
 * modules: null while they load (and on the server), an empty list when none add any (or they cannot
 * load); an extra whose code fails to load is left out.
 */
export function useScheduleServiceExtras(enabledCodes: ReadonlySet<string>): LoadedScheduleServiceExtra[] | null {
  return useContributions(ScheduleServiceExtrasContext, enabledCodes, loadExtras);
}
