import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import type { ChurchStoryParameters } from '@church/testing/mock-api';
import {
  changeChurch,
  changeChurchFailing,
  organizationClients,
  organizationClientsFailing,
  organizationClientsLoading,
} from '../mocks/account-api';
import { accountPaths } from '../paths';
import { ChurchPage } from './church-page';

const meta = {
  title: 'Account/ChurchPage',
  component: ChurchPage,
  parameters: {
    route: '/user/church',
    routePath: accountPaths.church.path,
    session: 'member',
    msw: { handlers: { clients: organizationClients(), change: changeChurch() } },
  } satisfies ChurchStoryParameters,
} satisfies Meta<typeof ChurchPage>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The organization's other churches; this one is not offered. */
export const SignedIn: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('You are a member of Grace Community Church.')).toBeVisible();
    await expect(await canvas.findByRole('button', { name: 'Choose Grace Cambridge' })).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Choose Grace Community Church' })).toBeNull();
  },
};

export const MovesTheMembership: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Choose Grace Cambridge' }));
    await userEvent.click(within(canvas.getByRole('group', { name: 'Move your membership to Grace Cambridge?' })).getByRole('button', { name: 'Move' }));
    await expect(await canvas.findByText('Your membership moved to Grace Cambridge.')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Go to the site of Grace Cambridge' })).toHaveAttribute(
      'href',
      expect.stringMatching(/^http:\/\/grace-cambridge\.localhost(:\d+)?\/$/),
    );
  },
};

export const MoveFailed: Story = {
  parameters: { msw: { handlers: { change: changeChurchFailing() } } } satisfies ChurchStoryParameters,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Choose Grace Cambridge' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Move' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Could not change your church. Please try again.');
  },
};

export const Loading: Story = {
  parameters: { msw: { handlers: { clients: organizationClientsLoading() } } } satisfies ChurchStoryParameters,
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('Loading churches');
  },
};

export const Failed: Story = {
  parameters: { msw: { handlers: { clients: organizationClientsFailing() } } } satisfies ChurchStoryParameters,
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('alert')).toHaveTextContent('An error occurred while fetching the data. Please try again.');
  },
};
