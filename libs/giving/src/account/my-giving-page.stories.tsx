import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import type { ChurchStoryParameters } from '@church/testing/mock-api';
import { myGiving } from '../mocks/giving-api';
import { givingPaths } from '../paths';
import { MyGivingPage } from './my-giving-page';

const meta = {
  title: 'Giving/MyGivingPage',
  component: MyGivingPage,
  parameters: { route: '/user/giving', routePath: givingPaths.mine.path, session: 'member', msw: { handlers: { mine: myGiving() } } } satisfies ChurchStoryParameters,
} satisfies Meta<typeof MyGivingPage>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The recurring donation with its next charge and card, the donations with their status, and the statements. */
export const Listed: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('$50.00 to Tithe, every 30 days')).toBeVisible();
    await expect(canvas.getByText('Charged to VISA •••• 4242')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Payment confirmed' })).toHaveAttribute('href', '/user/payment/D4N8Q2W7XK3M9P5T');
    await expect(canvas.getAllByRole('link', { name: /^Statement of \d{4}$/ })).toHaveLength(2);
  },
};

/** Changing the amount below the minimum is refused and says so; stopping asks first. */
export const ChangeAndStop: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Change' }));
    await userEvent.clear(canvas.getByLabelText('Amount (USD)'));
    await userEvent.type(canvas.getByLabelText('Amount (USD)'), '1');
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await expect(await canvas.findByText("The amount is below the church's minimum.")).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Cancel' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Stop' }));
    await expect(canvas.getByText('Stop this recurring donation? Nothing more will be charged for it.')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Yes, stop it' })).toBeVisible();
  },
};

/** Nothing given yet. */
export const Empty: Story = {
  parameters: { msw: { handlers: { mine: myGiving([], []) } } } satisfies ChurchStoryParameters,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'You have not given online yet.' })).toBeVisible();
    await expect(canvas.getByText('You have no recurring donations.')).toBeVisible();
  },
};
