import type { NotificationTargetLoader } from '@church/routing';
import type { LoadChurchModules } from './load-church-modules';

/**
 * Where notifications of a type open: the target of the module whose manifest declares the type, its
 * descriptor loaded on demand; for a type of a module not built yet, the table of unbuilt modules decides.
 */
export function notificationTargetLoader(loadModules: LoadChurchModules): NotificationTargetLoader {
  return async (type) => {
    const entry = (await loadModules()).find((candidate) => candidate.notifications?.includes(type));
    if (entry) return (await entry.load()).notificationTargets?.[type] ?? null;
    return (await import('./product-route-table')).unbuiltNotificationTarget(type);
  };
}
