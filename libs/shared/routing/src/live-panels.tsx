import type { MessageDescriptor } from '@lingui/core';
import { createContext, type ComponentType, type ReactNode } from 'react';

/** The sermon's Bible passage, as the broadcast gives it (the live contract's `PassagemBiblica`). */
export interface LivePassage {
  /** As the church wrote it, e.g. "John 3:16-21". */
  texto: string;
  /** The book's USFM code (JHN), when the passage names one. */
  livro: string | null;
  capitulo: number | null;
  versiculoInicio: number | null;
  versiculoFim: number | null;
}

/** Who may chat during the broadcast and when (the live contract's `TransmissaoChat`). */
export interface LiveChatSettings {
  acesso: 'todos' | 'membros' | 'desligado';
  minutosAntes: number;
  minutosDepois: number;
}

/** What the live page tells each panel about the broadcast on its stage; all null when there is none. */
export interface LivePanelProps {
  /** The broadcast's id (the live contract's `Transmissao.id`). */
  broadcastId: number | null;
  /** On now (true) or the last broadcast (false). */
  live: boolean;
  /** The service's title. */
  title: string | null;
  /** When the broadcast starts and ends (ISO date-times with the church's offset). */
  startsAt: string | null;
  endsAt: string | null;
  passage: LivePassage | null;
  chat: LiveChatSettings | null;
}

/**
 * A panel a module adds beside the stream of the live page (§2 "/live": the chat, the Bible at the
 * sermon's passage, the member's sermon note, giving): a tab on a phone.
 */
export interface LivePanel {
  /** Unique across modules; also the React key and the tab's id. */
  id: string;
  /** Lower comes first; the live page's own "Upcoming broadcasts" has order 100. */
  order: number;
  /** The tab's label (Lingui's `msg`), in the module's catalog. */
  title: MessageDescriptor;
  /** Loads the module's catalog, so that the title can be shown in the church's language. */
  loadCatalog: () => Promise<void>;
  /** Loads the panel's code (and the module's catalog); the live page renders it once loaded. */
  load: () => Promise<ComponentType<LivePanelProps>>;
}

/** The panels of the church's enabled modules (and of those every church has), their catalogs loaded, in order. */
export type LivePanelsLoader = (enabledCodes: ReadonlySet<string>) => Promise<LivePanel[]>;

/** Read by useLivePanels, in a file of its own so that the live page carries it, not the shell. */
export const LivePanelsContext = createContext<LivePanelsLoader>(async () => []);

/** The shell provides the loader: it knows which modules add live panels and loads their descriptors. */
export function LivePanelsProvider({ load, children }: { load: LivePanelsLoader; children: ReactNode }) {
  return <LivePanelsContext.Provider value={load}>{children}</LivePanelsContext.Provider>;
}
