import type { BrowserInstallState } from '../home/app-offer';
import { pendingInstallEvent } from './install-event';

/** Where the visitor's dismissal of the offer is kept, per church: shown once, then not again on this device. */
export const dismissalKey = (churchCode: string) => `church-web:app-download:${churchCode}:dismissed`;

/** The browser's localStorage, or null where it cannot be used (a private window, a blocked origin). */
function localStorageOf(view: Window): Storage | null {
  try {
    return view.localStorage;
  } catch {
    return null;
  }
}

export function isDismissed(view: Window, churchCode: string): boolean {
  try {
    return (localStorageOf(view)?.getItem(dismissalKey(churchCode)) ?? null) !== null;
  } catch {
    return false;
  }
}

/** Remembers that the visitor dismissed the offer; where nothing can be stored, it is hidden for this page only. */
export function rememberDismissal(view: Window, churchCode: string): void {
  try {
    localStorageOf(view)?.setItem(dismissalKey(churchCode), new Date().toISOString());
  } catch {
    // Storage full or refused: the section still hides now.
  }
}

/** An iPhone, iPod or iPad (iPadOS says it is a Mac, with a touch screen). */
export function isIos(navigator: Pick<Navigator, 'userAgent' | 'maxTouchPoints'>): boolean {
  return /iPhone|iPad|iPod/.test(navigator.userAgent) || (/Macintosh/.test(navigator.userAgent) && navigator.maxTouchPoints > 1);
}

/** The site runs as an installed app: the manifest's standalone display, or a home-screen app on iOS. */
export function isStandalone(view: Window): boolean {
  const iosStandalone = (view.navigator as Navigator & { standalone?: boolean }).standalone === true;
  return iosStandalone || (typeof view.matchMedia === 'function' && view.matchMedia('(display-mode: standalone)').matches);
}

/** What this browser says about installing the web app now, for a church. */
export function readBrowserInstallState(view: Window, churchCode: string): BrowserInstallState {
  return {
    standalone: isStandalone(view),
    ios: isIos(view.navigator),
    installable: pendingInstallEvent() !== null,
    dismissed: isDismissed(view, churchCode),
  };
}
