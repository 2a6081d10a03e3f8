/** Query keys of the chat module, one factory so that every query agrees. */
export const chatKeys = {
  all: (slug: string) => ['chat', slug] as const,
  list: (slug: string) => [...chatKeys.all(slug), 'list'] as const,
};

/** How many items the page shows. */
export const CHAT_PAGE_SIZE = 50;
