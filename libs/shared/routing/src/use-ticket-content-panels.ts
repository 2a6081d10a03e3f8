import type { ComponentType } from 'react';
import { type TicketContentPanelProps, TicketContentPanelsContext } from './ticket-content-panels';
import { loadComponents, useContributions } from './use-contributions';

/** A panel of the exclusive content screen, its code loaded. */
export interface LoadedTicketContentPanel {
  id: string;
  Component: ComponentType<TicketContentPanelProps>;
}

/**
 * What the church's enabled modules add beside the player of a ticket's exclusive content, without
 * depending on those modules: null while they load (and on the server), an empty list when none add
 * any (or they cannot load); a panel whose code fails to load is left out.
 */
export function useTicketContentPanels(enabledCodes: ReadonlySet<string>): LoadedTicketContentPanel[] | null {
  return useContributions(TicketContentPanelsContext, enabledCodes, loadComponents<TicketContentPanelProps>);
}
