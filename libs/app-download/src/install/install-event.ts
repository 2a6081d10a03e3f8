/**
 * The browser's install event (Chromium's `beforeinstallprompt`, not in the DOM's types): calling
 * `prompt()` once opens the browser's own install dialog; `userChoice` settles with what was chosen.
 */
export interface BeforeInstallPromptEvent extends Event {
  prompt(): Promise<unknown>;
  readonly userChoice: Promise<{ outcome: 'accepted' | 'dismissed'; platform?: string }>;
}

/** The install event kept for the home's app-download section, and who wants to know when it changes. */
let pending: BeforeInstallPromptEvent | null = null;
const listeners = new Set<() => void>();
let listening: EventTarget | null = null;

const notify = () => {
  for (const listener of listeners) listener();
};

function onBeforeInstallPrompt(event: Event) {
  // Keeps the browser's own banner away: the home offers the install where it means to.
  event.preventDefault();
  pending = event as BeforeInstallPromptEvent;
  notify();
}

function onAppInstalled() {
  pending = null;
  notify();
}

/**
 * Starts keeping the browser's install event. The browser fires it once per page, whenever it decides
 * the site is installable, which may be before the home's section has loaded: the module's descriptor
 * starts listening when it loads, with the home's sections.
 */
export function listenForInstallEvent(target: EventTarget): void {
  if (listening === target) return;
  listening?.removeEventListener('beforeinstallprompt', onBeforeInstallPrompt);
  listening?.removeEventListener('appinstalled', onAppInstalled);
  listening = target;
  target.addEventListener('beforeinstallprompt', onBeforeInstallPrompt);
  target.addEventListener('appinstalled', onAppInstalled);
}

/** The install event the browser gave and nobody used yet, if any. */
export function pendingInstallEvent(): BeforeInstallPromptEvent | null {
  return pending;
}

/** Calls `listener` whenever the install event arrives or goes; returns the unsubscribe. */
export function onInstallEventChange(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/**
 * Opens the browser's install dialog with the kept event, which can be used only once (the browser may
 * fire a new one later); answers whether the visitor installed the app.
 */
export async function promptInstall(): Promise<boolean> {
  const event = pending;
  if (!event) return false;
  pending = null;
  notify();
  await event.prompt();
  const choice = await event.userChoice;
  return choice.outcome === 'accepted';
}

/** Forgets the kept event and stops listening (stories and tests start each from a browser without one). */
export function forgetInstallEvent(): void {
  listening?.removeEventListener('beforeinstallprompt', onBeforeInstallPrompt);
  listening?.removeEventListener('appinstalled', onAppInstalled);
  listening = null;
  pending = null;
  notify();
}
