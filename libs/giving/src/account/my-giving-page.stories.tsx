import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import type { ChurchStoryParameters } from '@church/testing/mock-api';
import { myGiving, type SentRecurringChanges, storyGift, storyPausedRecurring, storyRecurring } from '../mocks/giving-api';
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

const pausedSent: SentRecurringChanges = { changes: [], resumes: [] };
const declinedSent: SentRecurringChanges = { changes: [], resumes: [] };

/** A gift paused after its period's declined charges: it says so, and resumes on the card the member chooses. */
export const PausedThenResumed: Story = {
  parameters: { msw: { handlers: { mine: myGiving(undefined, [storyPausedRecurring()], pausedSent) } } } satisfies ChurchStoryParameters,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(/^Paused on December 30, 2026: the card was declined 4 times/)).toBeVisible();
    await expect(canvas.getByText(/^Once resumed, its next charge is on January 22, 2027/)).toBeVisible();
    await expect(canvas.queryByText(/^Next charge:/)).toBeNull();
    const cardChoice = await canvas.findByRole('combobox', { name: 'Card' });
    await expect(await within(cardChoice).findByRole('option', { name: 'MASTERCARD •••• 4444, expires 08/31' })).toBeInTheDocument();
    await userEvent.selectOptions(cardChoice, 'MASTERCARD •••• 4444, expires 08/31');
    await userEvent.click(canvas.getByRole('button', { name: 'Resume the donation' }));
    await expect(await canvas.findByText('Charged to MASTERCARD •••• 4444', {}, { timeout: 5000 })).toBeVisible();
    await expect(canvas.getByText(/^Next charge:/)).toBeVisible();
    await expect(canvas.queryByText(/^Paused on/)).toBeNull();
    await expect(pausedSent.resumes.at(-1)).toEqual({ idCartaoSalvo: 62 });
  },
};

/** A declined charge says when it is tried again; another card is chosen under Change and sent with it. */
export const DeclinedThenNewCard: Story = {
  parameters: {
    msw: { handlers: { mine: myGiving(undefined, [storyRecurring({ falhas: 1, proximaCobranca: '2026-12-24T15:00:00.000Z' })], declinedSent) } },
  } satisfies ChurchStoryParameters,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('The last charge was declined; it will be tried again on December 24, 2026. You can choose another card under Change.')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Change' }));
    const cardChoice = canvas.getByRole('combobox', { name: 'Card' });
    await within(cardChoice).findByRole('option', { name: 'MASTERCARD •••• 4444, expires 08/31' });
    await userEvent.selectOptions(cardChoice, 'MASTERCARD •••• 4444, expires 08/31');
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await expect(await canvas.findByRole('button', { name: 'Change' }, { timeout: 5000 })).toBeVisible();
    await expect(declinedSent.changes.at(-1)).toEqual({ valor: 5000, recorrenciaDias: 30, idCartaoSalvo: 62 });
  },
};

/** A donation whose fees the donor covered shows them under the amount given; one without shows the amount alone. */
export const FeesCovered: Story = {
  parameters: {
    msw: { handlers: { mine: myGiving([storyGift({ id: 90, valor: 10000, total: 10457, taxaCoberta: 457 }), storyGift({ id: 91, dataCadastro: '2026-10-23T15:00:00.000Z' })], [storyRecurring()]) } },
  } satisfies ChurchStoryParameters,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const [covered, plain] = (await canvas.findAllByRole('row')).slice(1);
    await expect(covered).toHaveTextContent('$100.00+ $4.57 of fees you covered');
    await expect(plain).not.toHaveTextContent('fees');
  },
};

/** Issue 24, part 5: a donation refunded in part shows its net amount and what went back; a disputed one says the bank holds the money; one refunded in full says so. */
export const RefundedAndDisputed: Story = {
  parameters: {
    msw: {
      handlers: {
        mine: myGiving(
          [
            storyGift({ id: 92, valor: 10000, total: 10000, valorEstornado: 2500 }),
            storyGift({ id: 93, dataCadastro: '2026-10-23T15:00:00.000Z', status: 'contestado', codigoPagamento: 'C0NT3ST4D0C0D1G0' }),
            storyGift({ id: 94, dataCadastro: '2026-09-23T15:00:00.000Z', status: 'estornado', valorEstornado: 5000, codigoPagamento: 'R3FUND3DC0D1G0XX' }),
          ],
          [storyRecurring()],
        ),
      },
    },
  } satisfies ChurchStoryParameters,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const [partly, disputed, refunded] = (await canvas.findAllByRole('row')).slice(1);
    await expect(partly).toHaveTextContent('$75.00$25.00 of $100.00 refunded');
    await expect(partly).toHaveTextContent('Payment confirmedpartly refunded');
    await expect(disputed).toHaveTextContent('Payment disputed');
    await expect(disputed).toHaveTextContent('Your bank disputed this donation; it holds the money until the dispute is decided.');
    await expect(canvas.getByRole('link', { name: 'Payment disputed' })).toHaveAttribute('href', '/user/payment/C0NT3ST4D0C0D1G0');
    await expect(refunded).toHaveTextContent('Payment refunded');
    await expect(refunded).not.toHaveTextContent('partly');
  },
};

