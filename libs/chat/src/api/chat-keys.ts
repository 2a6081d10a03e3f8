/** Query keys of the chat, one factory so that every query agrees. */
export const chatKeys = {
  all: (slug: string) => ['chat', slug] as const,
  channel: (slug: string, channel: string) => [...chatKeys.all(slug), 'channel', channel] as const,
  /** Staff's list of a broadcast's prayer conversations, by its live chat's id. */
  prayers: (slug: string, liveChannel: string) => [...chatKeys.all(slug), 'prayers', liveChannel] as const,
  /** Staff's list of the chats of the church's exclusive event contents. */
  contents: (slug: string) => [...chatKeys.all(slug), 'contents'] as const,
};
