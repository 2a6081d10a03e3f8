import { collectDefaultMetrics, Registry } from 'prom-client';

let registry: Registry | null = null;

/**
 * The process's own metrics (memory, CPU, event loop lag, garbage collection, handles), collected once
 * per process however many apps it builds (the tests build many): prom-client's collectors observe the
 * process and would be registered again by each app.
 */
export function processMetrics(): Registry {
  if (!registry) {
    registry = new Registry();
    collectDefaultMetrics({ register: registry });
  }
  return registry;
}
