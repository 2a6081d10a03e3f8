import type { Igreja } from '@church/contracts-church';

/** The church's own app in the stores: each link it has (at least one). */
export interface StoreLinks {
  appStore: string | null;
  googlePlay: string | null;
}

/** What this browser says about installing the web app, read after hydration (never on the server). */
export interface BrowserInstallState {
  /** The site already runs as an installed app (display-mode: standalone, or iOS's navigator.standalone). */
  standalone: boolean;
  /** An iPhone, iPad or iPod: no install event there, the Share menu's "Add to Home Screen" installs. */
  ios: boolean;
  /** The browser gave its install event (beforeinstallprompt), not yet used. */
  installable: boolean;
  /** The visitor dismissed the offer on this device, for this church. */
  dismissed: boolean;
}

/**
 * What the home's app-download section offers: the church's own app in the stores (`store-links`), the
 * browser's install dialog (`install`), the Share → "Add to Home Screen" steps on an iPhone or iPad
 * (`ios-steps`), or nothing.
 */
export type AppOffer = { kind: 'store-links'; links: StoreLinks } | { kind: 'install' } | { kind: 'ios-steps' } | { kind: 'none' };

/** The church's store links, or null when it has no app of its own. */
export function storeLinksOf(church: Pick<Igreja, 'linkAppStore' | 'linkGooglePlay'>): StoreLinks | null {
  const appStore = church.linkAppStore || null;
  const googlePlay = church.linkGooglePlay || null;
  return appStore || googlePlay ? { appStore, googlePlay } : null;
}

/**
 * §2 "/" app download: a church with an app of its own links to it (the same on the server and in every
 * browser); otherwise the installable web app is offered once the browser is known (`browser` null: on
 * the server and before hydration, nothing), unless it is installed already or the visitor dismissed
 * the offer: the browser's install dialog where it gave its install event, else the Share steps on iOS.
 */
export function decideAppOffer(church: Pick<Igreja, 'linkAppStore' | 'linkGooglePlay'>, browser: BrowserInstallState | null): AppOffer {
  const links = storeLinksOf(church);
  if (links) return { kind: 'store-links', links };
  if (!browser || browser.standalone || browser.dismissed) return { kind: 'none' };
  if (browser.installable) return { kind: 'install' };
  if (browser.ios) return { kind: 'ios-steps' };
  return { kind: 'none' };
}
