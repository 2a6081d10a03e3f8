import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import type { ChurchStoryParameters } from '@church/testing/mock-api';
import { AppDownloadSection } from './app-download-section';
import { dismissalKey } from '../install/browser-install-state';
import { fakeInstallEvent } from '../install/fake-install-event';
import { forgetInstallEvent } from '../install/install-event';

const IPHONE = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';
const APP_STORE = 'https://apps.apple.com/us/app/grace-community-church-boston/id6450000142';
const GOOGLE_PLAY = 'https://play.google.com/store/apps/details?id=org.gracecommunity.boston';

/** Each story starts from a browser that has given no install event, with nothing dismissed; returns the cleanup. */
const freshBrowser = () => {
  forgetInstallEvent();
  localStorage.removeItem(dismissalKey('grace'));
  return () => {
    forgetInstallEvent();
    localStorage.removeItem(dismissalKey('grace'));
  };
};

/** Makes `navigator[name]` answer `value` until the story ends. */
const pretend = (name: 'userAgent' | 'maxTouchPoints', value: unknown) => {
  Object.defineProperty(navigator, name, { value, configurable: true });
  return () => {
    delete (navigator as unknown as Record<string, unknown>)[name];
  };
};

/** Makes `(display-mode: standalone)` match until the story ends: the site runs as an installed app. */
const pretendInstalled = () => {
  const original = window.matchMedia;
  window.matchMedia = ((query: string) => ({ matches: query === '(display-mode: standalone)', media: query })) as unknown as typeof window.matchMedia;
  return () => {
    window.matchMedia = original;
  };
};

/** Lets the section's effect run, so that an absent section is absent for the right reason. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 50));

/** The app download at the foot of the church home (§2 "/"). */
const meta = {
  title: 'AppDownload/AppDownloadSection',
  component: AppDownloadSection,
  parameters: { route: '/' } satisfies ChurchStoryParameters,
  beforeEach: freshBrowser,
} satisfies Meta<typeof AppDownloadSection>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A church with an app of its own: a link to each store, whatever the browser, rendered on the server too. */
export const StoreLinks: Story = {
  parameters: { church: { linkAppStore: APP_STORE, linkGooglePlay: GOOGLE_PLAY } } satisfies ChurchStoryParameters,
  play: async ({ canvasElement }) => {
    const section = within(canvasElement).getByRole('region', { name: 'Get our app' });
    const appStore = within(section).getByRole('link', { name: 'Download on the App Store' });
    await expect(appStore).toHaveAttribute('href', APP_STORE);
    await expect(appStore).toHaveAttribute('target', '_blank');
    await expect(within(section).getByRole('link', { name: 'Get it on Google Play' })).toHaveAttribute('href', GOOGLE_PLAY);
    await expect(within(section).queryByRole('button')).toBeNull();
  },
};

/** A church in one store only links to that one. */
export const OneStore: Story = {
  parameters: { church: { linkGooglePlay: GOOGLE_PLAY } } satisfies ChurchStoryParameters,
  play: async ({ canvasElement }) => {
    const section = within(canvasElement).getByRole('region', { name: 'Get our app' });
    await expect(within(section).getAllByRole('link')).toHaveLength(1);
    await expect(within(section).getByRole('link', { name: 'Get it on Google Play' })).toBeVisible();
  },
};

/** Chromium gave its install event: a button opens the browser's install dialog, once. */
export const InstallPromptAvailable: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await settle();
    await expect(canvas.queryByRole('region', { name: 'Install our app' })).toBeNull();
    const install = fakeInstallEvent('accepted');
    window.dispatchEvent(install.event);
    const section = await canvas.findByRole('region', { name: 'Install our app' });
    await expect(within(section).getByText(/Install Grace Community Church on this device/)).toBeVisible();
    await userEvent.click(within(section).getByRole('button', { name: 'Install the app' }));
    await expect(install.prompted()).toBe(true);
    await waitFor(() => expect(canvas.queryByRole('region', { name: 'Install our app' })).toBeNull());
  },
};

/** On an iPhone (no install event): Safari's Share → "Add to Home Screen" steps; "No thanks" hides them for good. */
export const IPhoneSteps: Story = {
  beforeEach: () => pretend('userAgent', IPHONE),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const section = await canvas.findByRole('region', { name: 'Install our app' });
    const steps = within(section).getAllByRole('listitem');
    await expect(steps).toHaveLength(3);
    await expect(steps[0]).toHaveTextContent("Tap the Share button in Safari's toolbar.");
    await expect(steps[1]).toHaveTextContent('Scroll down and choose “Add to Home Screen”.');
    await expect(within(section).queryByRole('button', { name: 'Install the app' })).toBeNull();
    await userEvent.click(within(section).getByRole('button', { name: 'No thanks' }));
    await expect(canvas.queryByRole('region', { name: 'Install our app' })).toBeNull();
    await expect(localStorage.getItem(dismissalKey('grace'))).not.toBeNull();
  },
};

/** Dismissed on this device before: nothing, even when the browser offers to install. */
export const Dismissed: Story = {
  beforeEach: () => {
    localStorage.setItem(dismissalKey('grace'), '2026-11-27T12:00:00.000Z');
  },
  play: async ({ canvasElement }) => {
    window.dispatchEvent(fakeInstallEvent().event);
    await settle();
    await expect(within(canvasElement).queryByRole('region')).toBeNull();
  },
};

/** Already running as the installed app: nothing to offer. */
export const AlreadyInstalled: Story = {
  beforeEach: pretendInstalled,
  play: async ({ canvasElement }) => {
    window.dispatchEvent(fakeInstallEvent().event);
    await settle();
    await expect(within(canvasElement).queryByRole('region')).toBeNull();
  },
};

/** A browser that cannot install the site (no install event, not iOS): nothing. */
export const NothingToOffer: Story = {
  play: async ({ canvasElement }) => {
    await settle();
    await expect(within(canvasElement).queryByRole('region')).toBeNull();
  },
};
