import { useQueryClient } from '@tanstack/react-query';
import { useStore } from 'jotai';
import { type ReactNode, useCallback } from 'react';
import { SessionProvider, useChurchQuery, useDataAccess } from '@church/data-access';

/**
 * Provides the session controller of this church's site. Its code loads on first use; the shell
 * asks for it as soon as the church is known, so that a stored session is restored.
 */
export function ChurchSessionProvider({ children }: { children: ReactNode }) {
  const { clients } = useDataAccess();
  const queryClient = useQueryClient();
  const store = useStore();
  const church = useChurchQuery();
  const igrejaId = church.data?.id;
  const load = useCallback(async () => {
    if (!igrejaId) throw new Error('The session needs the church first');
    const { sessionFor } = await import('./start-session');
    return sessionFor({ clients, store, queryClient, igrejaId });
  }, [clients, store, queryClient, igrejaId]);
  return <SessionProvider load={load}>{children}</SessionProvider>;
}
