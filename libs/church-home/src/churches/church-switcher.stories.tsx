import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { type ChurchStoryParameters, mockGeolocation } from '@church/testing/mock-api';
import { organizationClients, organizationClientsFailing } from '../mocks/church-api';
import { ChurchSwitcher } from './church-switcher';

const meta = {
  title: 'ChurchHome/ChurchSwitcher',
  component: ChurchSwitcher,
  args: { onClose: fn() },
  parameters: { msw: { handlers: { clients: organizationClients() } } } satisfies ChurchStoryParameters,
} satisfies Meta<typeof ChurchSwitcher>;
export default meta;
type Story = StoryObj<typeof meta>;

const page = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);

/** A modal dialog over the page: the churches by name, each leading to its own site, the current one marked. */
export const Open: Story = {
  play: async ({ canvasElement, args }) => {
    const dialog = await page(canvasElement).findByRole('dialog', { name: 'Our churches' });
    await expect(dialog).toHaveAttribute('aria-modal', 'true');
    await expect(dialog).toHaveAccessibleDescription('Choose a church to visit its site.');
    await expect(await within(dialog).findByRole('link', { name: 'Go to this church: Grace Cambridge' })).toHaveAttribute(
      'href',
      expect.stringMatching(/^http:\/\/grace-cambridge\.localhost(:\d+)?\/$/),
    );
    await expect(within(dialog).getByText('You are here')).toBeVisible();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    await expect(args.onClose).toHaveBeenCalled();
  },
};

/** Keyboard: focus starts inside, Tab stays inside, Escape asks to close. */
export const Keyboard: Story = {
  play: async ({ canvasElement, args }) => {
    const dialog = await page(canvasElement).findByRole('dialog', { name: 'Our churches' });
    const nearest = within(dialog).getByRole('button', { name: 'Show the nearest first' });
    await waitFor(() => expect(nearest).toHaveFocus());
    await within(dialog).findByRole('link', { name: 'Go to this church: Grace Cambridge' });
    await userEvent.tab({ shift: true });
    await expect(within(dialog).getByRole('button', { name: 'Close' })).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    await expect(args.onClose).toHaveBeenCalled();
  },
};

/** Nearest first once the person shares the location. */
export const NearestFirst: Story = {
  beforeEach: () => mockGeolocation({ latitude: 42.36, longitude: -71.06 }),
  play: async ({ canvasElement }) => {
    const dialog = await page(canvasElement).findByRole('dialog', { name: 'Our churches' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Show the nearest first' }));
    await expect(await within(dialog).findByText(/1\.1 km away/)).toBeVisible();
    await expect(within(dialog).getAllByRole('listitem')[0]).toHaveTextContent('Grace Community Church');
  },
};

/** The list could not be fetched: the error, and Try again. */
export const Failed: Story = {
  parameters: { msw: { handlers: { clients: organizationClientsFailing() } } } satisfies ChurchStoryParameters,
  play: async ({ canvasElement }) => {
    const dialog = await page(canvasElement).findByRole('dialog', { name: 'Our churches' });
    await expect(await within(dialog).findByRole('alert')).toHaveTextContent('An error occurred while fetching the data. Please try again.');
    await expect(within(dialog).getByRole('button', { name: 'Try again' })).toBeEnabled();
  },
};
