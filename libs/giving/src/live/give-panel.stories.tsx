import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import type { ChurchStoryParameters } from '@church/testing/mock-api';
import { givingOptions, givingOptionsFailing, givingOptionsLoading, storyOptions } from '../mocks/giving-api';
import { GivePanel } from './give-panel';

/** The live page's giving panel, as the live page shows it in its Giving tab. */
const meta = {
  title: 'Giving/GivePanel',
  component: GivePanel,
  parameters: { route: '/live', msw: { handlers: { options: givingOptions() } } } satisfies ChurchStoryParameters,
} satisfies Meta<typeof GivePanel>;
export default meta;
type Story = StoryObj<typeof meta>;

/** What one can give to, and the way to the give page. */
export const Give: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const reasons = await canvas.findByRole('list', { name: 'What you can give to' });
    await expect(within(reasons).getAllByRole('listitem').length).toBeGreaterThan(0);
    await expect(canvas.getByRole('link', { name: 'Give now' })).toHaveAttribute('href', '/give');
  },
};

/** A church that takes no gifts online says so. */
export const NotAccepting: Story = {
  parameters: { msw: { handlers: { options: givingOptions(storyOptions({ flagAceitaDoacao: false })) } } } satisfies ChurchStoryParameters,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('This church does not take gifts online.')).toBeVisible();
    await expect(canvas.queryByRole('link', { name: 'Give now' })).toBeNull();
  },
};

export const Loading: Story = {
  parameters: { msw: { handlers: { options: givingOptionsLoading() } } } satisfies ChurchStoryParameters,
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('Loading the ways to give');
  },
};

/** The options cannot load: the error, and the give page is still a click away. */
export const Failed: Story = {
  parameters: { msw: { handlers: { options: givingOptionsFailing() } } } satisfies ChurchStoryParameters,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('alert', {}, { timeout: 10_000 })).toHaveTextContent('An error occurred while fetching the data. Please try again.');
    await expect(canvas.getByRole('link', { name: 'Give now' })).toHaveAttribute('href', '/give');
  },
};
