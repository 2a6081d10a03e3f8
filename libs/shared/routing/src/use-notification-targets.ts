import { useContext, useEffect, useState } from 'react';
import type { NotificationTarget, NotificationTargets } from './church-module';
import { NotificationTargetsContext } from './notification-targets';

/**
 * Where notifications of these types open, once the modules that declare them have loaded: a type is
 * missing until then, and when no module opens it. For a screen that lists notifications about every
 * module's content, without depending on those modules.
 */
export function useNotificationTargets(types: readonly string[]): NotificationTargets {
  const load = useContext(NotificationTargetsContext);
  const key = [...new Set(types)].sort().join(' ');
  const [targets, setTargets] = useState<NotificationTargets>({});
  useEffect(() => {
    let current = true;
    const wanted = key ? key.split(' ') : [];
    const loadOne = async (type: string): Promise<[string, NotificationTarget | null]> => [type, await load(type).catch(() => null)];
    void Promise.all(wanted.map(loadOne)).then((loaded) => {
      const found = loaded.filter((pair): pair is [string, NotificationTarget] => pair[1] !== null);
      if (current) setTargets(Object.fromEntries(found));
    });
    return () => {
      current = false;
    };
  }, [key, load]);
  return targets;
}
