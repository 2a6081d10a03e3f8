import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import type { ChurchStoryParameters } from '@church/testing/mock-api';
import { groupsList, groupsListFailing, groupsListLoading, storyGroups } from '../mocks/groups-api';
import { groupsPaths } from '../paths';
import { MyGroupsPage } from './my-groups-page';

const meta = {
  title: 'Groups/MyGroupsPage',
  component: MyGroupsPage,
  parameters: {
    route: '/user/groups',
    routePath: groupsPaths.mine.path,
    session: 'member',
    msw: { handlers: { list: groupsList(storyGroups, null, storyGroups.slice(1, 3)) } },
  } satisfies ChurchStoryParameters,
} satisfies Meta<typeof MyGroupsPage>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Mine: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'My groups' })).toBeVisible();
    await expect(await canvas.findByRole('link', { name: 'Beacon Hill Couples' })).toHaveAttribute('href', '/groups/1');
    await expect(canvas.getAllByRole('listitem')).toHaveLength(2);
  },
};

export const None: Story = {
  parameters: { msw: { handlers: { list: groupsList(storyGroups, null, []) } } } satisfies ChurchStoryParameters,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'You are not in a group yet' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Find a group' })).toHaveAttribute('href', '/groups');
  },
};

export const Loading: Story = {
  parameters: { msw: { handlers: { list: groupsListLoading() } } } satisfies ChurchStoryParameters,
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('Loading groups');
  },
};

export const Failed: Story = {
  parameters: { msw: { handlers: { list: groupsListFailing() } } } satisfies ChurchStoryParameters,
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('alert')).toHaveTextContent('An error occurred while fetching the data. Please try again.');
  },
};
