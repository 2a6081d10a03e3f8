import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import type { ChurchStoryParameters } from '@church/testing/mock-api';
import { myGiving, type SentRecurringChanges, storyPixRecurring } from '../mocks/giving-api';
import { givingPaths } from '../paths';
import { MyGivingPage } from './my-giving-page';

const meta = {
  title: 'Giving/MyGivingPage/RecurringPix',
  component: MyGivingPage,
  parameters: { route: '/user/giving', routePath: givingPaths.mine.path, session: 'member', msw: { handlers: { mine: myGiving(undefined, [storyPixRecurring()]) } } } satisfies ChurchStoryParameters,
} satisfies Meta<typeof MyGivingPage>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A recurring donation by Pix: no card, when its next Pix comes, and this period's Pix waiting, with a link to its page (the QR code). */
export const PendingPix: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(/to Dízimo, every 30 days/)).toBeVisible();
    await expect(canvas.getByText('Paid by Pix: a new Pix is e-mailed to you on each date.')).toBeVisible();
    await expect(canvas.getByText(/This period's Pix of .*100\.00 is waiting to be paid, until/)).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Pay this Pix' })).toHaveAttribute('href', '/user/payment/P1X7R3C0RR3NT3AB');
    await expect(canvas.getByText(/^Next Pix: /)).toBeVisible();
    await expect(canvas.queryByText(/Charged to/)).toBeNull();
    // Changing it asks for no card.
    await userEvent.click(canvas.getByRole('button', { name: 'Change' }));
    await expect(canvas.queryByRole('combobox', { name: 'Card' })).toBeNull();
  },
};

/** Paid for this period: nothing waits, the next Pix is announced. */
export const NothingWaiting: Story = {
  parameters: { msw: { handlers: { mine: myGiving(undefined, [storyPixRecurring({}, false)]) } } } satisfies ChurchStoryParameters,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Paid by Pix: a new Pix is e-mailed to you on each date.')).toBeVisible();
    await expect(canvas.queryByRole('link', { name: 'Pay this Pix' })).toBeNull();
  },
};

const pausedSent: SentRecurringChanges = { changes: [], resumes: [] };

/** Paused after a period's Pix expired unpaid: it says so, and is resumed without a card. */
export const PausedThenResumed: Story = {
  parameters: {
    msw: { handlers: { mine: myGiving(undefined, [storyPixRecurring({ status: 'pausada', falhas: 1, pausadaEm: '2026-12-26T15:10:00.000Z' }, false)], pausedSent) } },
  } satisfies ChurchStoryParameters,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(/this period's Pix was not paid in time, so no new Pix is sent until you resume it\./)).toBeVisible();
    await expect(canvas.queryByRole('combobox', { name: 'Card' })).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Resume the donation' }));
    await expect(await canvas.findByText('Paid by Pix: a new Pix is e-mailed to you on each date.')).toBeVisible();
    await expect(pausedSent.resumes).toEqual([{}]);
  },
};
