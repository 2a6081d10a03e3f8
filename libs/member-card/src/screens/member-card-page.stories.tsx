import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import type { ChurchStoryParameters } from '@church/testing/mock-api';
import { walletNavigation } from '../api/wallet-api';
import {
  applePassFile,
  churchVisual,
  googleWalletLink,
  memberCardFailing,
  memberCardGet,
  memberCardLoading,
  memberCardNotFound,
  memberCardRotate,
  memberCardRotateFailing,
  STORY_GOOGLE_WALLET_URL,
  STORY_NEW_CODE,
  walletsFailing,
  walletsLoading,
  walletsOffered,
} from '../mocks/member-card-api';
import { memberCardPaths } from '../paths';
import { MemberCardPage } from './member-card-page';

const meta = {
  title: 'MemberCard/MemberCardPage',
  component: MemberCardPage,
  parameters: {
    route: '/user/member-card',
    routePath: memberCardPaths.card.path,
    session: 'member',
    msw: { handlers: { visual: churchVisual(), card: memberCardGet(), rotate: memberCardRotate(), wallets: walletsOffered() } },
  } satisfies ChurchStoryParameters,
} satisfies Meta<typeof MemberCardPage>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The member's card with every field of §3, the church's logo and the QR code of its verify address. */
export const Loaded: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Member card' })).toBeVisible();
    const card = await canvas.findByRole('article', { name: 'Member card of Ana Souza' });
    const inCard = within(card);
    await expect(inCard.getByText('Grace Community Church')).toBeVisible();
    for (const [label, value] of [
      ['Member number', 'GCC-0142'],
      ['Congregation', 'Downtown'],
      ['ID number (CPF)', '529.982.247-25'],
      ['Phone', '11987654321'],
      ['Birth date', '05/14/1990'],
      ['Baptism date', '04/05/2015'],
      ['Sex', 'Female'],
      ['Marital status', 'Married'],
      ['Activity or position', 'Worship team'],
      ['Responsible (pastor)', 'Pastor John Miller'],
      ['Linked to', 'Music ministry'],
    ]) {
      await expect(inCard.getByText(label as string).nextElementSibling).toHaveTextContent(value as string);
    }
    const qr = inCard.getByRole('img', { name: 'QR code to check this card' });
    await expect(qr.getAttribute('data-qr-value')).toMatch(/\/member-card\/verify\?code=Zq3kV9xY2bN7mP4tR8wL1A\.1\./);
    await expect(qr.querySelector('path')?.getAttribute('d')).toMatch(/^M/);
    await expect(canvas.getByRole('link', { name: 'Print the card' })).toHaveAttribute('href', '/embed/print-member-card?memberChurchId=1');
  },
};

/** A new QR code: the card shows it, and the member is told the old one no longer works. */
export const NewCode: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Get a new QR code' }));
    await expect(await canvas.findByText('Your card has a new QR code. The old one no longer works.')).toBeVisible();
    await expect(canvas.getByRole('img', { name: 'QR code to check this card' }).getAttribute('data-qr-value')).toContain(STORY_NEW_CODE);
  },
};

/** The new code could not be made: the card keeps its code and the member is told. */
export const NewCodeFailing: Story = {
  parameters: { msw: { handlers: { rotate: memberCardRotateFailing() } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Get a new QR code' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent('The QR code could not be changed. Please try again.');
  },
};

export const Loading: Story = {
  parameters: { msw: { handlers: { card: memberCardLoading() } } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('status')).toHaveTextContent('Loading');
  },
};

/** §8 "member card data not found". */
export const NotFound: Story = {
  parameters: { msw: { handlers: { card: memberCardNotFound() } } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('heading', { name: 'Member card data not found.' })).toBeVisible();
  },
};

/** §8's data load error. */
export const LoadError: Story = {
  parameters: { msw: { handlers: { card: memberCardFailing() } } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('alert')).toHaveTextContent('An error occurred while fetching the data. Please try again.');
  },
};

/** What the wallet buttons handed to the browser: the address gone to, the file saved. */
const wentTo: string[] = [];
const savedPasses: { name: string; type: string }[] = [];
const stubWalletNavigation = () => {
  const { assign, saveFile } = walletNavigation;
  walletNavigation.assign = (url) => void wentTo.push(url);
  walletNavigation.saveFile = (file, name) => void savedPasses.push({ name, type: file.type });
  return () => {
    walletNavigation.assign = assign;
    walletNavigation.saveFile = saveFile;
  };
};

/** A church with no wallet configured (the demo churches): no wallet buttons. */
export const NoWallets: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('article', { name: 'Member card of Ana Souza' });
    await waitFor(() => expect(canvas.queryByText('Checking which wallets your church offers…')).toBeNull());
    await expect(canvas.queryByRole('button', { name: 'Add to Apple Wallet' })).toBeNull();
    await expect(canvas.queryByRole('button', { name: 'Save to Google Wallet' })).toBeNull();
  },
};

/** Both wallets configured: Add to Apple Wallet saves the pass the server signed; Save to Google Wallet goes to Google's save link. */
export const Wallets: Story = {
  parameters: {
    msw: { handlers: { wallets: walletsOffered({ apple: true, google: true }), apple: applePassFile(), google: googleWalletLink() } },
  } satisfies ChurchStoryParameters,
  beforeEach: stubWalletNavigation,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Add to Apple Wallet' }));
    await waitFor(() => expect(savedPasses.at(-1)).toEqual({ name: 'grace-member-card.pkpass', type: 'application/vnd.apple.pkpass' }), { timeout: 5000 });
    await userEvent.click(canvas.getByRole('button', { name: 'Save to Google Wallet' }));
    await waitFor(() => expect(wentTo.at(-1)).toBe(STORY_GOOGLE_WALLET_URL), { timeout: 5000 });
  },
};

/** Only Google Wallet configured: only its button. */
export const GoogleWalletOnly: Story = {
  parameters: { msw: { handlers: { wallets: walletsOffered({ apple: false, google: true }) } } } satisfies ChurchStoryParameters,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('button', { name: 'Save to Google Wallet' })).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Add to Apple Wallet' })).toBeNull();
  },
};

/** The wallets could not be made: each says so, and the card stays there. */
export const WalletsFailing: Story = {
  parameters: {
    msw: { handlers: { wallets: walletsOffered({ apple: true, google: true }), apple: applePassFile('failing'), google: googleWalletLink('failing') } },
  } satisfies ChurchStoryParameters,
  beforeEach: stubWalletNavigation,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Add to Apple Wallet' }));
    await expect(await canvas.findByText('The Apple Wallet pass could not be made. Please try again.')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Save to Google Wallet' }));
    await expect(await canvas.findByText('Google Wallet could not be opened. Please try again.')).toBeVisible();
    await expect(canvas.getByRole('article', { name: 'Member card of Ana Souza' })).toBeVisible();
  },
};

/** While the church's wallets are asked for, and when they cannot be: the card is shown either way. */
export const WalletsLoading: Story = {
  parameters: { msw: { handlers: { wallets: walletsLoading() } } } satisfies ChurchStoryParameters,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Checking which wallets your church offers…')).toBeVisible();
    await expect(canvas.getByRole('article', { name: 'Member card of Ana Souza' })).toBeVisible();
  },
};

export const WalletOptionsFailing: Story = {
  parameters: { msw: { handlers: { wallets: walletsFailing() } } } satisfies ChurchStoryParameters,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('The wallet options could not be loaded. Please try again later.', {}, { timeout: 8000 })).toBeVisible();
  },
};
