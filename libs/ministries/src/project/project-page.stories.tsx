import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import type { ChurchStoryParameters } from '@church/testing/mock-api';
import { ministryProject, ministryProjectFailing, ministryProjectLoading } from '../mocks/ministries-api';
import { ministryPaths } from '../paths';
import { ProjectPage } from './project-page';

const meta = {
  title: 'Ministries/ProjectPage',
  component: ProjectPage,
  parameters: {
    route: '/ministries/3/projects/21',
    routePath: ministryPaths.project.path,
    msw: { handlers: { project: ministryProject() } },
  } satisfies ChurchStoryParameters,
} satisfies Meta<typeof ProjectPage>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Loaded: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Weekly food pantry' })).toBeVisible();
    await expect(canvas.getByText('A project of Compassion and Mercy')).toBeVisible();
    await expect(canvas.getByText('In progress')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Back to Compassion and Mercy' })).toHaveAttribute('href', '/ministries/3');
    await expect(document.title).toBe('Weekly food pantry · Grace Community Church');
  },
};

export const Loading: Story = {
  parameters: { msw: { handlers: { project: ministryProjectLoading() } } } satisfies ChurchStoryParameters,
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('Loading the project');
  },
};

export const NotFound: Story = {
  parameters: { route: '/ministries/3/projects/99' } satisfies ChurchStoryParameters,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'Content not found' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Back to the ministry' })).toHaveAttribute('href', '/ministries/3');
  },
};

export const Failed: Story = {
  parameters: { msw: { handlers: { project: ministryProjectFailing() } } } satisfies ChurchStoryParameters,
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('alert')).toHaveTextContent('An error occurred while fetching the data. Please try again.');
  },
};
