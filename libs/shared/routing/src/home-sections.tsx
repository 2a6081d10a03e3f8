import { createContext, type ComponentType, type ReactNode, useContext } from 'react';

/** A section a module adds to the church home (the coming week, an events teaser, a giving panel). */
export interface HomeSection {
  /** Unique across modules; also the React key. */
  id: string;
  /** Lower comes first. Banners and church information sit above every section. */
  order: number;
  /**
   * The section, made with React's lazy() at module scope, so that its code (and the module's
   * catalog) load after the home's first paint.
   */
  Component: ComponentType;
  /**
   * The same section's code and catalog, as a plain component. On a home the server rendered, the
   * section stays the server's HTML until it comes near view, then this loads it and it renders over
   * that HTML; without it, the section hydrates with the page.
   */
  load?: () => Promise<ComponentType>;
  /**
   * 'reach' keeps a section the server rendered as its HTML until a visitor reaches for it (pointer,
   * finger or keyboard) rather than waking it near view: for a section with nothing to press but links
   * and nothing that changes after the server rendered it. 'near' by default.
   */
  wake?: 'near' | 'reach';
  /**
   * What the section needs from the API (data-access's `PageData`, as a route's `handle.data`): the
   * server fetches it before it renders the home, and the browser hydrates with it.
   */
  data?: (args: never) => readonly unknown[] | Promise<readonly unknown[]>;
}

const HomeSectionsContext = createContext<HomeSection[]>([]);

/** The shell provides the sections of the modules this church has enabled, in order. */
export function HomeSectionsProvider({ sections, children }: { sections: HomeSection[]; children: ReactNode }) {
  return <HomeSectionsContext.Provider value={sections}>{children}</HomeSectionsContext.Provider>;
}

export function useHomeSections(): HomeSection[] {
  return useContext(HomeSectionsContext);
}
