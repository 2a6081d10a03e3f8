import type { ComponentType } from 'react';
import { type ScheduleServiceExtraProps, ScheduleServiceExtrasContext } from './schedule-service-extras';
import { loadComponents, useContributions } from './use-contributions';

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
  return useContributions(ScheduleServiceExtrasContext, enabledCodes, loadComponents<ScheduleServiceExtraProps>);
}
