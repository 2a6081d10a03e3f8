import type { Meta, StoryObj } from '@storybook/react-vite';
import { onlineManager } from '@tanstack/react-query';
import { expect, userEvent, within } from 'storybook/test';
import type { ChurchStoryParameters } from '@church/testing/mock-api';
import {
  cardCodeKey,
  cardVerification,
  cardVerificationFailing,
  cardVerificationLoading,
  OTHER_CHURCH_CODE,
  STORY_CHURCH_ID,
  STORY_CODE,
  STORY_CODE_KEY,
  STORY_NEW_CODE,
} from '../mocks/member-card-api';
import { memberCardPaths } from '../paths';
import { VerifyCardPage } from './verify-card-page';

const meta = {
  title: 'MemberCard/VerifyCardPage',
  component: VerifyCardPage,
  parameters: {
    route: memberCardPaths.verify.href(STORY_CODE),
    routePath: memberCardPaths.verify.path,
    msw: { handlers: { verify: cardVerification(), key: cardCodeKey() } },
  } satisfies ChurchStoryParameters,
  beforeEach: () => () => localStorage.clear(),
} satisfies Meta<typeof VerifyCardPage>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A valid card: its holder's name and congregation, for anyone holding the code. */
export const Valid: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'Valid member card' })).toBeVisible();
    await expect(canvas.getByText('Ana Souza')).toBeVisible();
    await expect(canvas.getByText('Congregation: Downtown')).toBeVisible();
  },
};

/** A rotated (or altered, or unknown) code: not valid, and nothing else. */
export const Invalid: Story = {
  parameters: { route: memberCardPaths.verify.href(STORY_NEW_CODE) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'This card is not valid' })).toBeVisible();
    await expect(canvas.queryByText('Ana Souza')).toBeNull();
  },
};

/** A code that could be none is not valid without asking. */
export const Malformed: Story = {
  parameters: { route: '/member-card/verify?code=not-a-code' },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('heading', { name: 'This card is not valid' })).toBeVisible();
  },
};

export const Checking: Story = {
  parameters: { msw: { handlers: { verify: cardVerificationLoading() } } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('status')).toHaveTextContent('Checking the card…');
  },
};

export const LoadError: Story = {
  parameters: { msw: { handlers: { verify: cardVerificationFailing() } } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('alert')).toHaveTextContent('An error occurred while fetching the data. Please try again.');
  },
};

/** A steward checks the next card on the same page: a pasted address opens its check; text that is no code says so. */
export const CheckAnother: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'Valid member card' })).toBeVisible();
    const field = canvas.getByRole('textbox', { name: 'Check another card: its code or the address its QR code opens' });
    await userEvent.type(field, 'hello');
    await userEvent.click(canvas.getByRole('button', { name: 'Check' }));
    await expect(canvas.getByRole('alert')).toHaveTextContent('This is not a member card code.');
    await userEvent.clear(field);
    await userEvent.type(field, `https://grace.example.org${memberCardPaths.verify.href(STORY_NEW_CODE)}`);
    await userEvent.click(canvas.getByRole('button', { name: 'Check' }));
    await expect(await canvas.findByRole('heading', { name: 'This card is not valid' })).toBeVisible();
  },
};

/** The browser kept the church's key and has no network: offline, the time the browser says it is. */
const offlineWithKey = () => {
  localStorage.setItem(`church-web:member-card-key:${STORY_CHURCH_ID}`, JSON.stringify(STORY_CODE_KEY));
  onlineManager.setOnline(false);
  return () => {
    onlineManager.setOnline(true);
    localStorage.clear();
  };
};

/** Offline, a code the church signed: the page says so, and what only a network can tell. */
export const OfflineSigned: Story = {
  beforeEach: offlineWithKey,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'A card of Grace Community Church' })).toBeVisible();
    await expect(canvas.getByText(/^Checked offline: this code was signed by Grace Community Church\./)).toBeVisible();
    await expect(canvas.queryByText('Ana Souza')).toBeNull();
  },
};

/** Offline, a code signed for another church (or altered): not valid. */
export const OfflineNotSigned: Story = {
  beforeEach: offlineWithKey,
  parameters: { route: memberCardPaths.verify.href(OTHER_CHURCH_CODE) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'This card is not valid' })).toBeVisible();
    await expect(canvas.getByText('Checked offline: this code was not signed by Grace Community Church.')).toBeVisible();
  },
};

/** Offline in a browser that never kept the key: it says how to get it. */
export const OfflineWithoutKey: Story = {
  beforeEach: () => {
    onlineManager.setOnline(false);
    return () => onlineManager.setOnline(true);
  },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('alert')).toHaveTextContent(/You are offline, and this browser has not kept this church's key/);
  },
};
