import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import type { ChurchStoryParameters } from '@church/testing/mock-api';
import { givingOptions, storyOptions } from '../mocks/giving-api';
import { GivingSection } from './giving-section';

const meta = {
  title: 'Giving/GivingSection',
  component: GivingSection,
  parameters: { route: '/', routePath: '/', msw: { handlers: { options: givingOptions() } } } satisfies ChurchStoryParameters,
} satisfies Meta<typeof GivingSection>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The home's giving section: the reasons and the way to give. */
export const WithReasons: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'Give' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Give now' })).toHaveAttribute('href', '/give');
  },
};

/** A church that takes no gifts online shows no section. */
export const NotAccepting: Story = {
  parameters: { msw: { handlers: { options: givingOptions(storyOptions({ flagAceitaDoacao: false })) } } } satisfies ChurchStoryParameters,
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('heading', { name: 'Give' })).toBeNull();
  },
};
