declare const scheduler: { yield?: () => Promise<void> } | undefined;

/**
 * Ends the current task and resumes in a new one, so that the browser can paint and answer input in
 * between: the app's start is several short tasks instead of one long one.
 */
export function yieldToMain(): Promise<void> {
  if (typeof scheduler !== 'undefined' && typeof scheduler.yield === 'function') return scheduler.yield();
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => resolve();
    channel.port2.postMessage(null);
  });
}
