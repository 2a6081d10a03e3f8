import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import type { ChurchStoryParameters } from '@church/testing/mock-api';
import { churchVisual, memberCardFailing, memberCardGet, memberCardLoading } from '../mocks/member-card-api';
import { memberCardPaths } from '../paths';
import { PrintMemberCardPage } from './print-member-card-page';

const meta = {
  title: 'MemberCard/PrintMemberCardPage',
  component: PrintMemberCardPage,
  parameters: {
    route: '/embed/print-member-card?memberChurchId=1',
    routePath: memberCardPaths.print.path,
    session: 'member',
    msw: { handlers: { visual: churchVisual(), card: memberCardGet() } },
  } satisfies ChurchStoryParameters,
} satisfies Meta<typeof PrintMemberCardPage>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The signed-in member's card, ready to print, with its QR code. */
export const Ready: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const card = await canvas.findByRole('article', { name: 'Member card of Ana Souza' });
    await expect(within(card).getByRole('img', { name: 'QR code to check this card' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Print' })).toBeVisible();
  },
};

/** Another member's card (userId), which the server refuses to anyone but the church's staff: §8's not found. */
export const AnotherMember: Story = {
  parameters: { route: '/embed/print-member-card?userId=99&memberChurchId=1' },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('heading', { name: 'Member card data not found.' })).toBeVisible();
  },
};

/** Another church's id: not found, without asking. */
export const AnotherChurch: Story = {
  parameters: { route: '/embed/print-member-card?memberChurchId=2' },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('heading', { name: 'Member card data not found.' })).toBeVisible();
  },
};

export const Loading: Story = {
  parameters: { msw: { handlers: { card: memberCardLoading() } } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('status')).toHaveTextContent('Loading');
  },
};

export const LoadError: Story = {
  parameters: { msw: { handlers: { card: memberCardFailing() } } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('alert')).toHaveTextContent('An error occurred while fetching the data. Please try again.');
  },
};
