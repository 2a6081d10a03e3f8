import { useEffect } from 'react';
import { useSessionLoader } from '@church/data-access';
import { yieldToMain } from '../boot/yield-to-main';

/**
 * Loads the session right after the first paint, restoring a stored session (§4 auto-login). It starts
 * in a task after the one that runs the page's effects: on a slow phone both together were a long task.
 */
export function SessionStartEffect() {
  const loadSession = useSessionLoader();
  useEffect(() => {
    let cancelled = false;
    void yieldToMain().then(() => {
      if (!cancelled) void loadSession();
    });
    return () => {
      cancelled = true;
    };
  }, [loadSession]);
  return null;
}
