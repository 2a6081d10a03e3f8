import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import type { ChurchStoryParameters } from '@church/testing/mock-api';
import { childrenFailing, childrenLoading, createMemberRecords } from '../mocks/account-api';
import { accountPaths } from '../paths';
import { ChildrenPage } from './children-page';

const records = createMemberRecords();

const meta = {
  title: 'Account/ChildrenPage',
  component: ChildrenPage,
  parameters: {
    route: '/user/children',
    routePath: accountPaths.children.path,
    session: 'member',
    msw: { handlers: { children: records.children() } },
  } satisfies ChurchStoryParameters,
  beforeEach: () => records.reset(),
} satisfies Meta<typeof ChildrenPage>;
export default meta;
type Story = StoryObj<typeof meta>;

export const SignedIn: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Children' })).toBeVisible();
    await expect(await canvas.findByText('Lucas')).toBeVisible();
    await expect(canvas.getByText('Born Mar 9, 2018')).toBeVisible();
    await expect(canvas.getByText('Allergic to peanuts')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Edit Marina' })).toBeVisible();
  },
};

export const AddsAChild: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Add a child' }));
    await userEvent.type(canvas.getByLabelText(/Child's name/), 'Sofia');
    await userEvent.type(canvas.getByLabelText(/Date of birth/), '05/14/2021');
    await userEvent.click(canvas.getByRole('radio', { name: 'Girl' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await expect(await canvas.findByText('Sofia')).toBeVisible();
    await expect(canvas.getByText('Born May 14, 2021')).toBeVisible();
  },
};

export const DeletesAChild: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Delete Lucas' }));
    await userEvent.click(within(canvas.getByRole('group', { name: 'Delete Lucas?' })).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(canvas.queryByText('Lucas')).toBeNull());
    await expect(canvas.getByRole('button', { name: 'Delete Marina' })).toBeVisible();
  },
};

export const Empty: Story = {
  beforeEach: () => records.reset({ children: [] }),
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('heading', { name: 'No children registered' })).toBeVisible();
  },
};

export const Loading: Story = {
  parameters: { msw: { handlers: { children: childrenLoading() } } } satisfies ChurchStoryParameters,
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('Loading children');
  },
};

export const Failed: Story = {
  parameters: { msw: { handlers: { children: childrenFailing() } } } satisfies ChurchStoryParameters,
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('alert')).toHaveTextContent('An error occurred while fetching the data. Please try again.');
  },
};
