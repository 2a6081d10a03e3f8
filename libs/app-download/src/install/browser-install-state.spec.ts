import { afterEach, describe, expect, it } from 'vitest';
import { dismissalKey, isDismissed, isIos, isStandalone, readBrowserInstallState, rememberDismissal } from './browser-install-state';
import { fakeInstallEvent } from './fake-install-event';
import { forgetInstallEvent, listenForInstallEvent } from './install-event';

const IPHONE = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';
const IPAD_AS_MAC = 'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Safari/605.1.15';
const ANDROID = 'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0.0.0 Mobile Safari/537.36';

afterEach(() => {
  localStorage.clear();
  forgetInstallEvent();
});

describe('the browser install state', () => {
  it('knows an iPhone, and an iPad that says it is a Mac by its touch screen; not a Mac nor an Android phone', () => {
    expect(isIos({ userAgent: IPHONE, maxTouchPoints: 5 })).toBe(true);
    expect(isIos({ userAgent: IPAD_AS_MAC, maxTouchPoints: 5 })).toBe(true);
    expect(isIos({ userAgent: IPAD_AS_MAC, maxTouchPoints: 0 })).toBe(false);
    expect(isIos({ userAgent: ANDROID, maxTouchPoints: 5 })).toBe(false);
  });

  it('knows the site runs as an installed app by its display mode, or by iOS\'s navigator.standalone', () => {
    const view = (standalone: boolean, iosStandalone?: boolean) =>
      ({ matchMedia: (query: string) => ({ matches: standalone && query === '(display-mode: standalone)' }), navigator: { standalone: iosStandalone } }) as unknown as Window;
    expect(isStandalone(view(true))).toBe(true);
    expect(isStandalone(view(false, true))).toBe(true);
    expect(isStandalone(view(false))).toBe(false);
    expect(isStandalone({ navigator: {} } as unknown as Window)).toBe(false);
  });

  it('remembers a dismissal on this device for that church only', () => {
    expect(isDismissed(window, 'esperanca')).toBe(false);
    rememberDismissal(window, 'esperanca');
    expect(localStorage.getItem(dismissalKey('esperanca'))).not.toBeNull();
    expect(isDismissed(window, 'esperanca')).toBe(true);
    expect(isDismissed(window, 'vida')).toBe(false);
  });

  it('takes a browser whose storage refuses as not dismissed, and still hides when asked (no error)', () => {
    const refusing = {
      get localStorage(): Storage {
        throw new DOMException('denied', 'SecurityError');
      },
    } as unknown as Window;
    expect(isDismissed(refusing, 'vida')).toBe(false);
    expect(() => rememberDismissal(refusing, 'vida')).not.toThrow();
  });

  it('is installable once the browser gave its install event', () => {
    listenForInstallEvent(window);
    expect(readBrowserInstallState(window, 'vida').installable).toBe(false);
    window.dispatchEvent(fakeInstallEvent().event);
    expect(readBrowserInstallState(window, 'vida')).toMatchObject({ installable: true, dismissed: false, standalone: false });
  });
});
