import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import type { ChurchStoryParameters } from '@church/testing/mock-api';
import { cardVerification, cardVerificationFailing, cardVerificationLoading, STORY_CODE, STORY_NEW_CODE } from '../mocks/member-card-api';
import { memberCardPaths } from '../paths';
import { VerifyCardPage } from './verify-card-page';

const meta = {
  title: 'MemberCard/VerifyCardPage',
  component: VerifyCardPage,
  parameters: {
    route: memberCardPaths.verify.href(STORY_CODE),
    routePath: memberCardPaths.verify.path,
    msw: { handlers: { verify: cardVerification() } },
  } satisfies ChurchStoryParameters,
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
