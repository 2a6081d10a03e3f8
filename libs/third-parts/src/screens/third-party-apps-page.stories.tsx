import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import type { ChurchStoryParameters } from '@church/testing/mock-api';
import { thirdPartyAppsFailing, thirdPartyAppsList, thirdPartyAppsLoading } from '../mocks/third-parts-api';
import { thirdPartsPaths } from '../paths';
import { ThirdPartyAppsPage } from './third-party-apps-page';

const meta = {
  title: 'ThirdParts/ThirdPartyAppsPage',
  component: ThirdPartyAppsPage,
  parameters: {
    route: '/third-parts',
    routePath: thirdPartsPaths.list.path,
    session: 'member',
    msw: { handlers: { list: thirdPartyAppsList() } },
  } satisfies ChurchStoryParameters,
} satisfies Meta<typeof ThirdPartyAppsPage>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Loaded: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Apps' })).toBeVisible();
    await expect(await canvas.findByRole('link', { name: 'Bible Study Hub' })).toHaveAttribute('href', '/third-parts/study-hub');
    await expect(canvas.getByRole('link', { name: 'Volunteer Rota' })).toHaveAttribute('href', '/third-parts/volunteers');
  },
};

export const Loading: Story = {
  parameters: { msw: { handlers: { list: thirdPartyAppsLoading() } } } satisfies ChurchStoryParameters,
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('Loading');
  },
};

export const Empty: Story = {
  parameters: { msw: { handlers: { list: thirdPartyAppsList([]) } } } satisfies ChurchStoryParameters,
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('heading', { name: 'Nothing here yet' })).toBeVisible();
  },
};

export const Failed: Story = {
  parameters: { msw: { handlers: { list: thirdPartyAppsFailing() } } } satisfies ChurchStoryParameters,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('alert', {}, { timeout: 5000 })).toHaveTextContent('An error occurred while fetching the data. Please try again.');
    await expect(canvas.getByRole('button', { name: 'Try again' })).toBeVisible();
  },
};
