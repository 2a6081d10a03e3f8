import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import type { ChurchStoryParameters } from '@church/testing/mock-api';
import {
  studyConfiguration,
  studyConfigurationFailing,
  studyConfigurationLoading,
  studyList,
  studyListFailing,
  studyListForbidden,
  studyListLoading,
} from '../mocks/studies-api';
import { studyPaths } from '../paths';
import { StudiesPage } from './studies-page';

const meta = {
  title: 'Studies/StudiesPage',
  component: StudiesPage,
  parameters: {
    route: '/studies',
    routePath: studyPaths.list.path,
    msw: { handlers: { configuration: studyConfiguration(true), list: studyList() } },
  } satisfies ChurchStoryParameters,
} satisfies Meta<typeof StudiesPage>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The church's studies are public: anyone reads them. */
export const Loaded: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Studies' })).toBeVisible();
    await expect(await canvas.findByRole('link', { name: 'The Good Shepherd' })).toHaveAttribute('href', '/studies/31');
    await expect(canvas.getAllByRole('listitem')).toHaveLength(2);
    await expect(document.title).toBe('Studies · Grace Community Church');
  },
};

/** Members-only studies, read by a signed-in member: the list is asked for with the session. */
export const MembersOnlySignedIn: Story = {
  parameters: {
    session: 'member',
    msw: { handlers: { configuration: studyConfiguration(false), list: studyList(undefined, { membersOnly: true }) } },
  } satisfies ChurchStoryParameters,
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('link', { name: 'Salt and Light' })).toHaveAttribute('href', '/studies/30');
  },
};

/** Members-only studies and nobody signed in: off to sign in, coming back here afterwards. */
export const MembersOnlyVisitor: Story = {
  parameters: {
    msw: { handlers: { configuration: studyConfiguration(false), list: null } },
  } satisfies ChurchStoryParameters,
  play: async ({ canvasElement }) => {
    const elsewhere = await within(canvasElement).findByRole('region', { name: 'Another page' });
    await expect(elsewhere).toHaveTextContent('/access?redirectTo=%2Fstudies');
  },
};

/** Signed in, but not a member of this church: the server refuses (403). */
export const NotAMember: Story = {
  parameters: {
    session: 'member',
    msw: { handlers: { configuration: studyConfiguration(false), list: studyListForbidden() } },
  } satisfies ChurchStoryParameters,
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText("This church's studies are for its members only.")).toBeVisible();
  },
};

export const Paged: Story = {
  parameters: { msw: { handlers: { list: studyList(undefined, { total: 12 }) } } } satisfies ChurchStoryParameters,
  play: async ({ canvasElement }) => {
    const pages = await within(canvasElement).findByRole('navigation', { name: 'Pages of studies' });
    const next = within(pages).getByRole('link', { name: 'Next' });
    await expect(next).toHaveAttribute('href', '/studies?page=2');
    await userEvent.click(next);
    await expect(await within(pages).findByText('Page 2 of 2')).toBeVisible();
  },
};

/** Waiting for the church's study configuration, before anything else is asked. */
export const Loading: Story = {
  parameters: { msw: { handlers: { configuration: studyConfigurationLoading(), list: null } } } satisfies ChurchStoryParameters,
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('Loading studies');
  },
};

export const LoadingStudies: Story = {
  parameters: { msw: { handlers: { list: studyListLoading() } } } satisfies ChurchStoryParameters,
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('status')).toHaveTextContent('Loading studies');
  },
};

export const Empty: Story = {
  parameters: { msw: { handlers: { list: studyList([]) } } } satisfies ChurchStoryParameters,
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('heading', { name: 'No studies yet' })).toBeVisible();
  },
};

export const Failed: Story = {
  parameters: { msw: { handlers: { list: studyListFailing() } } } satisfies ChurchStoryParameters,
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('alert')).toHaveTextContent('An error occurred while fetching the data. Please try again.');
  },
};

export const ConfigurationFailed: Story = {
  parameters: { msw: { handlers: { configuration: studyConfigurationFailing(), list: null } } } satisfies ChurchStoryParameters,
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('alert')).toHaveTextContent('An error occurred while fetching the data. Please try again.');
  },
};
