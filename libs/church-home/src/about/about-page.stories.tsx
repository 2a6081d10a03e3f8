import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import type { ChurchStoryParameters } from '@church/testing/mock-api';
import { congregations, congregationsFailing, congregationsLoading } from '../mocks/church-api';
import { churchHomePaths } from '../paths';
import { AboutPage } from './about-page';

/** The congregations come from the preset's default answer (Downtown and Cambridge) unless a story replaces it. */
const meta = {
  title: 'ChurchHome/AboutPage',
  component: AboutPage,
  parameters: { route: '/about', routePath: churchHomePaths.about.path } satisfies ChurchStoryParameters,
} satisfies Meta<typeof AboutPage>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Loaded: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'About us' })).toBeVisible();
    await expect(canvas.getByText('Today three congregations gather every Sunday.')).toBeVisible();
    await expect(await canvas.findByText('Downtown')).toBeVisible();
    await expect(canvas.getByText('Cambridge')).toBeVisible();
    await expect(document.title).toBe('About us · Grace Community Church');
  },
};

export const Loading: Story = {
  parameters: { msw: { handlers: { congregations: congregationsLoading() } } } satisfies ChurchStoryParameters,
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('Loading congregations');
  },
};

export const Empty: Story = {
  parameters: { msw: { handlers: { congregations: congregations([]) } } } satisfies ChurchStoryParameters,
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('heading', { name: 'No congregations listed yet' })).toBeVisible();
  },
};

/** The church's own story stays; only the congregations say they failed. */
export const Failed: Story = {
  parameters: { msw: { handlers: { congregations: congregationsFailing() } } } satisfies ChurchStoryParameters,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('alert')).toHaveTextContent('An error occurred while fetching the data. Please try again.');
    await expect(canvas.getByText('A family of believers in the heart of Boston.')).toBeVisible();
  },
};
