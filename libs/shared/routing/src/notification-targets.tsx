import { createContext, type ReactNode } from 'react';
import type { NotificationTarget } from './church-module';

/** Where notifications of a type open, from the module that declares the type; null when none does. */
export type NotificationTargetLoader = (type: string) => Promise<NotificationTarget | null>;

/** Read by useNotificationTargets, in a file of its own so that the screens that list notifications carry it, not the shell. */
export const NotificationTargetsContext = createContext<NotificationTargetLoader>(async () => null);

/** The shell provides the loader: it knows which module declares each type and loads its descriptor. */
export function NotificationTargetsProvider({ load, children }: { load: NotificationTargetLoader; children: ReactNode }) {
  return <NotificationTargetsContext.Provider value={load}>{children}</NotificationTargetsContext.Provider>;
}
