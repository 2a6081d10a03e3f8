/** Query keys of the video area, one factory so that every query agrees. */
export const playKeys = {
  all: (igreja: number) => ['play', igreja] as const,
  config: (slug: string) => ['play', 'config', slug] as const,
  plans: (slug: string) => ['play', 'plans', slug] as const,
  homeTags: (slug: string) => ['play', 'home-tags', slug] as const,
  contents: (igreja: number, filter: ContentFilter, page: number, limit: number) => [...playKeys.all(igreja), 'contents', filter, page, limit] as const,
  content: (igreja: number, id: number) => [...playKeys.all(igreja), 'content', id] as const,
  myList: (igreja: number, usuario: number) => ['play', 'my-list', igreja, usuario] as const,
  continueWatching: (igreja: number, usuario: number) => ['play', 'continue-watching', igreja, usuario] as const,
};

/** Which contents a list asks for (the filters add up). */
export interface ContentFilter {
  destaque?: boolean;
  tag?: string;
  coletanea?: number;
  busca?: string;
}

/** Contents in one row of the home. */
export const ROW_SIZE = 12;
/** Results per page of the search. */
export const SEARCH_PAGE_SIZE = 12;
