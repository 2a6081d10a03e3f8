import { useEffect } from 'react';
import { useSessionLoader } from '@church/data-access';

/** Loads the session right after the first paint, restoring a stored session (§4 auto-login). */
export function SessionStartEffect() {
  const loadSession = useSessionLoader();
  useEffect(() => {
    void loadSession();
  }, [loadSession]);
  return null;
}
