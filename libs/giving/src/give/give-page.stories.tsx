import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import type { ChurchStoryParameters } from '@church/testing/mock-api';
import { giveAnswer, giveCalls, givingOptions, givingOptionsFailing, givingOptionsLoading, storyGift, storyOptions, storyPayment, storyRecurring } from '../mocks/giving-api';
import { givingPaths } from '../paths';
import { GivePage } from './give-page';

const meta = {
  title: 'Giving/GivePage',
  component: GivePage,
  beforeEach: () => sessionStorage.removeItem('church-web:store'),
  parameters: {
    route: '/give',
    routePath: givingPaths.give.path,
    session: 'member',
    msw: { handlers: { options: givingOptions(), calls: giveCalls(), give: giveAnswer({ doacao: storyGift(), pagamento: storyPayment() }) } },
  } satisfies ChurchStoryParameters,
} satisfies Meta<typeof GivePage>;
export default meta;
type Story = StoryObj<typeof meta>;

async function fillCard(canvas: ReturnType<typeof within>) {
  await userEvent.click(canvas.getByRole('radio', { name: 'Credit card' }));
  await userEvent.type(canvas.getByLabelText('Name on the card'), 'Ana Souza');
  await userEvent.type(canvas.getByLabelText('Card number'), '4242 4242 4242 4242');
  await userEvent.type(canvas.getByLabelText('Expiry (MM/YY)'), '12/40');
  await userEvent.type(canvas.getByLabelText('Security code (CVV)'), '123');
}

/** Two reasons: recurrence turns off and says why; the fee is added when the donor covers it. */
export const TwoReasonsByCard: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('checkbox', { name: /Tithe/ }));
    await userEvent.type(canvas.getByLabelText('Amount for Tithe (USD)'), '100');
    await expect(canvas.getByRole('checkbox', { name: 'Give this again automatically' })).toBeEnabled();
    await userEvent.click(canvas.getByRole('checkbox', { name: /Missions/ }));
    await userEvent.type(canvas.getByLabelText('Amount for Missions (USD)'), '50');
    await expect(canvas.getByRole('checkbox', { name: 'Give this again automatically' })).toBeDisabled();
    await expect(canvas.getByText('Recurring donations go to one giving option only.')).toBeVisible();
    await fillCard(canvas);
    await userEvent.click(canvas.getByRole('checkbox', { name: /I will cover the payment fees/ }));
    await expect(await canvas.findByText('$156.38', { selector: 'dd' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: /^Give \$156\.38/ }));
    await expect(await canvas.findByRole('region', { name: 'Another page' })).toHaveTextContent('/give/thank-you');
  },
};

/** A monthly gift to one reason the church lets recur: charged to a card, every 30 days by default. */
export const Monthly: Story = {
  parameters: { msw: { handlers: { give: giveAnswer({ doacao: storyGift({ flagRecorrente: true }), pagamento: storyPayment(), recorrente: storyRecurring() }) } } } satisfies ChurchStoryParameters,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('checkbox', { name: /Tithe/ }));
    await userEvent.type(canvas.getByLabelText('Amount for Tithe (USD)'), '50');
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Give this again automatically' }));
    await expect(canvas.getByLabelText('Every')).toHaveValue('30');
    await expect(canvas.getByRole('radio', { name: 'Credit card' })).toBeChecked();
    await expect(canvas.getByRole('radio', { name: 'Digital wallet' })).toBeDisabled();
    await userEvent.click(canvas.getByRole('checkbox', { name: /Offering/ }));
    await expect(canvas.getByRole('checkbox', { name: 'Give this again automatically' })).not.toBeChecked();
  },
};

/** A visitor below the minimum and over the wallet's maximum is told, in the church's language, before anything is sent. */
export const VisitorLimits: Story = {
  parameters: { session: 'visitor' } satisfies ChurchStoryParameters,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('link', { name: 'Sign in to give every month.' })).toBeVisible();
    await userEvent.click(canvas.getByRole('checkbox', { name: /Offering/ }));
    await userEvent.type(canvas.getByLabelText('Amount for Offering (USD)'), '2');
    await userEvent.click(canvas.getByRole('radio', { name: 'Digital wallet' }));
    await userEvent.click(canvas.getByRole('button', { name: /^Give/ }));
    await expect(canvas.getByText('The minimum amount is $5.00.', { selector: 'p[id]' })).toBeVisible();
    await userEvent.clear(canvas.getByLabelText('Amount for Offering (USD)'));
    await userEvent.type(canvas.getByLabelText('Amount for Offering (USD)'), '5000');
    await userEvent.click(canvas.getByRole('button', { name: /^Give/ }));
    await expect(canvas.getByText('The digital wallet takes at most R$ 4.999,99 per donation.')).toBeVisible();
    await expect(canvas.getByText('Enter a valid e-mail address.')).toBeVisible();
  },
};

/** A refusal from the server shows what it means. */
export const Refused: Story = {
  parameters: { msw: { handlers: { give: giveAnswer({ code: 'DOACAO_NAO_ACEITA' }) } } } satisfies ChurchStoryParameters,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('checkbox', { name: /Offering/ }));
    await userEvent.type(canvas.getByLabelText('Amount for Offering (USD)'), '20');
    await userEvent.click(canvas.getByRole('radio', { name: 'Digital wallet' }));
    await userEvent.click(canvas.getByRole('button', { name: /^Give/ }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent('This church is not accepting online donations.');
  },
};

export const NotAcceptingDonations: Story = {
  parameters: { msw: { handlers: { options: givingOptions(storyOptions({ flagAceitaDoacao: false })) } } } satisfies ChurchStoryParameters,
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('heading', { name: 'This church is not accepting online donations.' })).toBeVisible();
  },
};

export const NoGivingOptions: Story = {
  parameters: { msw: { handlers: { options: givingOptions(storyOptions({ motivos: [] })) } } } satisfies ChurchStoryParameters,
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('heading', { name: 'There are no giving options at the moment.' })).toBeVisible();
  },
};

export const Loading: Story = { parameters: { msw: { handlers: { options: givingOptionsLoading() } } } satisfies ChurchStoryParameters };

export const Failing: Story = {
  parameters: { msw: { handlers: { options: givingOptionsFailing() } } } satisfies ChurchStoryParameters,
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('alert')).toBeVisible();
  },
};
