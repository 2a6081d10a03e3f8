import { createContext, useContext } from 'react';

const ChurchTimeZoneContext = createContext<string | undefined>(undefined);

/**
 * The church's IANA time zone (`Igreja.fusoHorario`) for everything below: the shell provides it from the
 * church's bootstrap, on the server and in the browser alike, so that both render the same dates.
 */
export const ChurchTimeZoneProvider = ChurchTimeZoneContext;

/** The zone every date on the page is shown in (formatDate's `timeZone`); undefined outside a church's site. */
export function useChurchTimeZone(): string | undefined {
  return useContext(ChurchTimeZoneContext);
}
