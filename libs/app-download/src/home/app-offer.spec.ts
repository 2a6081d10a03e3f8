import { describe, expect, it } from 'vitest';
import { type BrowserInstallState, decideAppOffer, storeLinksOf } from './app-offer';

const APP_STORE = 'https://apps.apple.com/app/id1';
const GOOGLE_PLAY = 'https://play.google.com/store/apps/details?id=org.example';
const chromium: BrowserInstallState = { standalone: false, ios: false, installable: true, dismissed: false };
const iphone: BrowserInstallState = { standalone: false, ios: true, installable: false, dismissed: false };
const noApp = {};

describe('decideAppOffer', () => {
  it("links to the church's own app wherever it has one, the same on the server and in every browser", () => {
    const church = { linkAppStore: APP_STORE, linkGooglePlay: GOOGLE_PLAY };
    const expected = { kind: 'store-links', links: { appStore: APP_STORE, googlePlay: GOOGLE_PLAY } };
    for (const browser of [null, chromium, iphone, { ...chromium, standalone: true }, { ...chromium, dismissed: true }]) {
      expect(decideAppOffer(church, browser)).toEqual(expected);
    }
  });

  it('links to the one store a church is in', () => {
    expect(decideAppOffer({ linkGooglePlay: GOOGLE_PLAY, linkAppStore: null }, null)).toEqual({ kind: 'store-links', links: { appStore: null, googlePlay: GOOGLE_PLAY } });
    expect(storeLinksOf({ linkAppStore: '', linkGooglePlay: null })).toBeNull();
  });

  it('offers nothing on the server nor before the browser is known (hydration sees what the server rendered)', () => {
    expect(decideAppOffer(noApp, null)).toEqual({ kind: 'none' });
  });

  it("offers the browser's install dialog where it gave its install event", () => {
    expect(decideAppOffer(noApp, chromium)).toEqual({ kind: 'install' });
  });

  it('offers the Share → "Add to Home Screen" steps on an iPhone or iPad, which has no install event', () => {
    expect(decideAppOffer(noApp, iphone)).toEqual({ kind: 'ios-steps' });
  });

  it('offers nothing once installed, once dismissed, or where the browser cannot install', () => {
    expect(decideAppOffer(noApp, { ...chromium, standalone: true })).toEqual({ kind: 'none' });
    expect(decideAppOffer(noApp, { ...iphone, standalone: true })).toEqual({ kind: 'none' });
    expect(decideAppOffer(noApp, { ...chromium, dismissed: true })).toEqual({ kind: 'none' });
    expect(decideAppOffer(noApp, { ...iphone, dismissed: true })).toEqual({ kind: 'none' });
    expect(decideAppOffer(noApp, { ...chromium, installable: false })).toEqual({ kind: 'none' });
  });
});
