import type { LivePanelProps } from '@church/routing';

/**
 * What the live page tells a panel in the stories: grace's service on now, with no passage and no chat
 * settings unless a story gives them (`storyLivePanelProps({ passage })`).
 */
export const storyLivePanelProps = (overrides: Partial<LivePanelProps> = {}): LivePanelProps => ({
  broadcastId: 7,
  live: true,
  title: 'Worship and the Word, live',
  startsAt: '2026-11-29T10:50:00-05:00',
  endsAt: '2026-11-29T12:30:00-05:00',
  passage: null,
  chat: null,
  ...overrides,
});
