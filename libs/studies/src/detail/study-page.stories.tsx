import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import type { ChurchStoryParameters } from '@church/testing/mock-api';
import {
  studyConfiguration,
  studyItem,
  studyItemFailing,
  studyItemForbidden,
  studyItemLoading,
} from '../mocks/studies-api';
import { studyPaths } from '../paths';
import { StudyPage } from './study-page';

const meta = {
  title: 'Studies/StudyPage',
  component: StudyPage,
  parameters: {
    route: '/studies/31',
    routePath: studyPaths.detail.path,
    msw: { handlers: { configuration: studyConfiguration(true), item: studyItem() } },
  } satisfies ChurchStoryParameters,
} satisfies Meta<typeof StudyPage>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Loaded: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: 'The Good Shepherd' })).toBeVisible();
    await expect(canvas.getByText('Passage: John 10:1-18')).toBeVisible();
    await expect(canvas.getByRole('heading', { level: 2, name: 'Questions for the group' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Back to studies' })).toHaveAttribute('href', '/studies');
    await expect(document.title).toBe('The Good Shepherd · Grace Community Church');
  },
};

/** Members-only studies, read by a signed-in member. */
export const MembersOnlySignedIn: Story = {
  parameters: {
    session: 'member',
    msw: { handlers: { configuration: studyConfiguration(false), item: studyItem({ membersOnly: true }) } },
  } satisfies ChurchStoryParameters,
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('heading', { level: 1, name: 'The Good Shepherd' })).toBeVisible();
  },
};

export const MembersOnlyVisitor: Story = {
  parameters: { msw: { handlers: { configuration: studyConfiguration(false), item: null } } } satisfies ChurchStoryParameters,
  play: async ({ canvasElement }) => {
    const elsewhere = await within(canvasElement).findByRole('region', { name: 'Another page' });
    await expect(elsewhere).toHaveTextContent('/access?redirectTo=%2Fstudies%2F31');
  },
};

export const NotAMember: Story = {
  parameters: {
    session: 'member',
    msw: { handlers: { configuration: studyConfiguration(false), item: studyItemForbidden() } },
  } satisfies ChurchStoryParameters,
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText("This church's studies are for its members only.")).toBeVisible();
  },
};

export const Loading: Story = {
  parameters: { msw: { handlers: { item: studyItemLoading() } } } satisfies ChurchStoryParameters,
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('status')).toHaveTextContent('Loading the study');
  },
};

export const NotFound: Story = {
  parameters: { route: '/studies/99' } satisfies ChurchStoryParameters,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'Content not found' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Back to studies' })).toHaveAttribute('href', '/studies');
  },
};

export const Failed: Story = {
  parameters: { msw: { handlers: { item: studyItemFailing() } } } satisfies ChurchStoryParameters,
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('alert')).toHaveTextContent('An error occurred while fetching the data. Please try again.');
  },
};
