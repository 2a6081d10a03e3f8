import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeInstallEvent } from './fake-install-event';
import { forgetInstallEvent, listenForInstallEvent, onInstallEventChange, pendingInstallEvent, promptInstall } from './install-event';

afterEach(() => forgetInstallEvent());

describe('the install event', () => {
  it("keeps the browser's install event, keeping its own banner away, and says so to its listeners", () => {
    listenForInstallEvent(window);
    listenForInstallEvent(window);
    const changed = vi.fn();
    const stop = onInstallEventChange(changed);
    const { event } = fakeInstallEvent();
    window.dispatchEvent(event);
    expect(event.defaultPrevented).toBe(true);
    expect(pendingInstallEvent()).toBe(event);
    expect(changed).toHaveBeenCalledTimes(1);
    stop();
  });

  it("opens the browser's dialog once: the event is used up whatever the visitor chooses", async () => {
    listenForInstallEvent(window);
    const accepted = fakeInstallEvent('accepted');
    window.dispatchEvent(accepted.event);
    await expect(promptInstall()).resolves.toBe(true);
    expect(accepted.prompted()).toBe(true);
    expect(pendingInstallEvent()).toBeNull();
    await expect(promptInstall()).resolves.toBe(false);

    const refused = fakeInstallEvent('dismissed');
    window.dispatchEvent(refused.event);
    await expect(promptInstall()).resolves.toBe(false);
    expect(refused.prompted()).toBe(true);
    expect(pendingInstallEvent()).toBeNull();
  });

  it('forgets the event once the app is installed', () => {
    listenForInstallEvent(window);
    window.dispatchEvent(fakeInstallEvent().event);
    window.dispatchEvent(new Event('appinstalled'));
    expect(pendingInstallEvent()).toBeNull();
  });
});
