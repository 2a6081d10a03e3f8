import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { type ChurchStoryParameters, mockGeolocation } from '@church/testing/mock-api';
import { organizationClients, organizationClientsFailing, organizationClientsLoading } from '../mocks/church-api';
import { churchHomePaths } from '../paths';
import { ChurchesPage } from './churches-page';

const meta = {
  title: 'ChurchHome/ChurchesPage',
  component: ChurchesPage,
  parameters: {
    route: '/churchs',
    routePath: churchHomePaths.churches.path,
    msw: { handlers: { clients: organizationClients() } },
  } satisfies ChurchStoryParameters,
} satisfies Meta<typeof ChurchesPage>;
export default meta;
type Story = StoryObj<typeof meta>;

export const ByName: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Our churches' })).toBeVisible();
    const items = await canvas.findAllByRole('listitem');
    await expect(items[0]).toHaveTextContent('Grace Cambridge');
    await expect(canvas.getByRole('link', { name: 'Go to this church: Grace Cambridge' })).toHaveAttribute(
      'href',
      expect.stringMatching(/^http:\/\/grace-cambridge\.localhost(:\d+)?\/$/),
    );
    await expect(canvas.getByText('You are here')).toBeVisible();
  },
};

/** The person shares the location: the list asks again with it, nearest first. */
export const NearestFirst: Story = {
  beforeEach: () => mockGeolocation({ latitude: 42.36, longitude: -71.06 }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Show the nearest first' }));
    await expect(await canvas.findByText('Nearest churches first.')).toBeVisible();
    await expect(await canvas.findByText(/1\.1 km away/)).toBeVisible();
    await expect(canvas.getAllByRole('listitem')[0]).toHaveTextContent('Grace Community Church');
  },
};

export const LocationDenied: Story = {
  beforeEach: () => mockGeolocation('denied'),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Show the nearest first' }));
    await expect(await canvas.findByText('We could not get your location, so the churches are listed by name.')).toBeVisible();
  },
};

export const Loading: Story = {
  parameters: { msw: { handlers: { clients: organizationClientsLoading() } } } satisfies ChurchStoryParameters,
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('Loading churches');
  },
};

export const Empty: Story = {
  parameters: { msw: { handlers: { clients: organizationClients([]) } } } satisfies ChurchStoryParameters,
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('heading', { name: 'No churches found' })).toBeVisible();
  },
};

export const Failed: Story = {
  parameters: { msw: { handlers: { clients: organizationClientsFailing() } } } satisfies ChurchStoryParameters,
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('alert')).toHaveTextContent('An error occurred while fetching the data. Please try again.');
  },
};
