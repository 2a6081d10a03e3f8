import type { ComponentType } from 'react';
import { createContext, type ReactNode } from 'react';

/** A service the schedule shows (the schedule contract's `ItemAgenda` of type CULTO), as far as an extra needs it. */
export interface ScheduledService {
  /** The service's id (the schedule's `culto`). */
  id: number;
  /** When it starts and ends (ISO date-times with the church's offset). */
  startsAt: string;
  endsAt: string | null;
  title: string;
}

/** What the schedule tells an extra: the service it sits on, and every service on the screen with it. */
export interface ScheduleServiceExtraProps {
  service: ScheduledService;
  /**
   * Every service on the screen, in order (the same list, by reference, for each one): an extra reads
   * what it needs for all of them at once, not once per service.
   */
  services: readonly ScheduledService[];
}

/**
 * Something a module adds under each service of the schedule (§2 "/schedule": a service's songs),
 * without the schedule depending on that module.
 */
export interface ScheduleServiceExtra {
  /** Unique across modules; also the React key. */
  id: string;
  /** Lower comes first. */
  order: number;
  /** Loads the module's catalog, so that the extra can be shown in the church's language. */
  loadCatalog: () => Promise<void>;
  /** Loads the extra's code (and the module's catalog); the schedule renders it under each service once loaded. */
  load: () => Promise<ComponentType<ScheduleServiceExtraProps>>;
}

/** The extras of the church's enabled modules (and of those every church has), their catalogs loaded, in order. */
export type ScheduleServiceExtrasLoader = (enabledCodes: ReadonlySet<string>) => Promise<ScheduleServiceExtra[]>;

/** Read by useScheduleServiceExtras, in a file of its own so that the schedule page carries it, not the shell. */
export const ScheduleServiceExtrasContext = createContext<ScheduleServiceExtrasLoader>(async () => []);

/** The shell provides the loader: it knows which modules add extras to the schedule and loads their descriptors. */
export function ScheduleServiceExtrasProvider({ load, children }: { load: ScheduleServiceExtrasLoader; children: ReactNode }) {
  return <ScheduleServiceExtrasContext.Provider value={load}>{children}</ScheduleServiceExtrasContext.Provider>;
}
