import type { ComponentType } from 'react';
import { createContext, type ReactNode } from 'react';

/** What the exclusive content screen tells a panel: which content of which ticket is on the player. */
export interface TicketContentPanelProps {
  /** The event the ticket is for (the events contract's `Evento.id`). */
  eventId: number;
  /** The member's ticket that opens the content. */
  ticketId: number;
  /** The content on the player (the events contract's `ConteudoEvento.id`). */
  contentId: number;
  /** The content's title, as the screen's heading shows it. */
  title: string;
}

/**
 * Something a module adds beside the player of a ticket's exclusive content (§2 ".../content/{contentId}":
 * the content's chat among its ticket holders), below it on a phone, without the events screen
 * depending on that module.
 */
export interface TicketContentPanel {
  /** Unique across modules; also the React key. */
  id: string;
  /** Lower comes first. */
  order: number;
  /** Loads the module's catalog, so that the panel can be shown in the church's language. */
  loadCatalog: () => Promise<void>;
  /** Loads the panel's code (and the module's catalog); the screen renders it beside the player once loaded. */
  load: () => Promise<ComponentType<TicketContentPanelProps>>;
}

/** The panels of the church's enabled modules (and of those every church has), their catalogs loaded, in order. */
export type TicketContentPanelsLoader = (enabledCodes: ReadonlySet<string>) => Promise<TicketContentPanel[]>;

/** Read by useTicketContentPanels, in a file of its own so that the content screen carries it, not the shell. */
export const TicketContentPanelsContext = createContext<TicketContentPanelsLoader>(async () => []);

/** The shell provides the loader: it knows which modules add panels to the content screen and loads their descriptors. */
export function TicketContentPanelsProvider({ load, children }: { load: TicketContentPanelsLoader; children: ReactNode }) {
  return <TicketContentPanelsContext.Provider value={load}>{children}</TicketContentPanelsContext.Provider>;
}
