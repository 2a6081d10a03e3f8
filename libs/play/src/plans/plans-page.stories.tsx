import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import type { ChurchStoryParameters } from '@church/testing/mock-api';
import { planList, planListFailing, planListLoading } from '../mocks/play-api';
import { playPaths } from '../paths';
import { PlansPage } from './plans-page';

const meta = {
  title: 'Play/PlansPage',
  component: PlansPage,
  parameters: {
    route: '/play/plans',
    routePath: playPaths.plans.path,
    msw: { handlers: { plans: planList() } },
  } satisfies ChurchStoryParameters,
} satisfies Meta<typeof PlansPage>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A monthly plan with a free trial, a yearly one with fees. */
export const Loaded: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Plans' })).toBeVisible();
    const monthly = await canvas.findByRole('article', { name: 'Monthly' });
    await expect(within(monthly).getByText('$9.99 a month')).toBeVisible();
    await expect(within(monthly).getByText('7 days')).toBeVisible();
    await expect(within(monthly).queryByText('Sign-up fee')).toBeNull();
    await expect(within(monthly).getByRole('link', { name: 'Subscribe: Monthly' })).toHaveAttribute('href', '/play/checkout/1');
    const yearly = canvas.getByRole('article', { name: 'Yearly' });
    await expect(within(yearly).getByText('$99.00 a year')).toBeVisible();
    await expect(within(yearly).getByText('Fee per charge').nextElementSibling).toHaveTextContent('$1.50');
    await expect(within(yearly).getByText('Sign-up fee').nextElementSibling).toHaveTextContent('$5.00');
    await expect(within(yearly).queryByText('Free trial')).toBeNull();
    await expect(document.title).toBe('Plans · Grace Community Church');
  },
};

/** A Brazilian church's plan, in reais. */
export const InReais: Story = {
  parameters: {
    msw: {
      handlers: {
        plans: planList([{ id: 3, codigo: 'MENSAL', nome: 'Mensal', descricao: null, periodicidade: 'mensal', valor: 2990, taxa: 0, taxaAdesao: 0, diasTeste: 1, moeda: 'BRL' }]),
      },
    },
  } satisfies ChurchStoryParameters,
  play: async ({ canvasElement }) => {
    const plan = await within(canvasElement).findByRole('article', { name: 'Mensal' });
    await expect(within(plan).getByText(/R\$\s?29\.90 a month/)).toBeVisible();
    await expect(within(plan).getByText('1 day')).toBeVisible();
  },
};

/** Each plan's way to subscribe is reached with the keyboard. */
export const Keyboard: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('article', { name: 'Monthly' });
    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: 'Subscribe: Monthly' })).toHaveFocus();
    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: 'Subscribe: Yearly' })).toHaveFocus();
  },
};

export const Loading: Story = {
  parameters: { msw: { handlers: { plans: planListLoading() } } } satisfies ChurchStoryParameters,
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('Loading plans');
  },
};

export const Empty: Story = {
  parameters: { msw: { handlers: { plans: planList([]) } } } satisfies ChurchStoryParameters,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'No plans on offer' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Back to the videos' })).toHaveAttribute('href', '/play');
  },
};

export const Failed: Story = {
  parameters: { msw: { handlers: { plans: planListFailing() } } } satisfies ChurchStoryParameters,
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('alert')).toHaveTextContent('An error occurred while fetching the data. Please try again.');
  },
};
