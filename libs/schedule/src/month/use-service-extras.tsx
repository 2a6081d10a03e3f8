import { type ReactNode, useMemo } from 'react';
import type { ItemAgenda } from '@church/contracts-schedule';
import type { LoadedScheduleServiceExtra, ScheduledService } from '@church/routing';
import styles from '../shared/schedule.module.css';

/**
 * How the schedule renders what the modules add under a service: each extra gets the service and every
 * service on the screen (one list, so that an extra reads once for all of them). Undefined while the
 * extras load or when no module adds any.
 */
export function useServiceExtras(
  items: readonly ItemAgenda[] | undefined,
  extras: readonly LoadedScheduleServiceExtra[] | null,
): ((serviceId: number) => ReactNode) | undefined {
  const services = useMemo<ScheduledService[]>(
    () =>
      (items ?? [])
        .filter((item) => item.tipo === 'CULTO')
        .map((item) => ({ id: item.id, startsAt: item.dataInicio, endsAt: item.dataFim ?? null, title: item.titulo })),
    [items],
  );
  return useMemo(() => {
    if (!extras?.length || services.length === 0) return undefined;
    const byId = new Map(services.map((service) => [service.id, service]));
    return (serviceId: number) => {
      const service = byId.get(serviceId);
      if (!service) return null;
      return (
        <div className={styles.extras}>
          {extras.map(({ id, Component }) => (
            <Component key={id} service={service} services={services} />
          ))}
        </div>
      );
    };
  }, [extras, services]);
}
