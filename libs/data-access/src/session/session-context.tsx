import { createContext, type ReactNode, useContext } from 'react';
import type { SessionController } from './session-controller';

type LoadSession = () => Promise<SessionController>;

const SessionContext = createContext<LoadSession | null>(null);

/** The shell provides the session controller, whose code loads after the first paint. */
export function SessionProvider({ load, children }: { load: LoadSession; children: ReactNode }) {
  return <SessionContext.Provider value={load}>{children}</SessionContext.Provider>;
}

/** Resolves to the session controller: `const session = await loadSession(); await session.signIn(…)`. */
export function useSessionLoader(): LoadSession {
  const load = useContext(SessionContext);
  if (!load) throw new Error('useSessionLoader outside <SessionProvider>');
  return load;
}
