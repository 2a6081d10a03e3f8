import type { BeforeInstallPromptEvent } from './install-event';

/** What a fake install event saw: whether its dialog was opened. */
export interface FakeInstallEvent {
  event: BeforeInstallPromptEvent;
  prompted: () => boolean;
}

/**
 * A `beforeinstallprompt` as Chromium fires it, for stories and tests: its "dialog" answers `outcome`
 * at once. Dispatch it on the window: `window.dispatchEvent(fakeInstallEvent().event)`.
 */
export function fakeInstallEvent(outcome: 'accepted' | 'dismissed' = 'accepted'): FakeInstallEvent {
  let prompted = false;
  const event = Object.assign(new Event('beforeinstallprompt', { cancelable: true }), {
    prompt: async () => {
      prompted = true;
    },
    userChoice: Promise.resolve({ outcome, platform: 'web' }),
  }) as BeforeInstallPromptEvent;
  return { event, prompted: () => prompted };
}
