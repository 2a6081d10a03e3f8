/** Query keys of the chat, one factory so that every query agrees. */
export const chatKeys = {
  all: (slug: string) => ['chat', slug] as const,
  channel: (slug: string, channel: string) => [...chatKeys.all(slug), 'channel', channel] as const,
};
