import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import type { ChurchStoryParameters } from '@church/testing/mock-api';
import { eventsList, eventsListFailing, eventsListLoading } from '../mocks/events-api';
import { eventsPaths } from '../paths';
import { EventsPage } from './events-page';

const meta = {
  title: 'Events/EventsPage',
  component: EventsPage,
  parameters: { route: '/event', routePath: eventsPaths.list.path, msw: { handlers: { list: eventsList() } } } satisfies ChurchStoryParameters,
} satisfies Meta<typeof EventsPage>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Loaded: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('link', { name: 'Marriage Retreat Weekend' })).toHaveAttribute('href', '/event/21');
    await expect(canvas.getByText('From $249.00')).toBeVisible();
    await expect(canvas.getAllByText('Free').length).toBeGreaterThan(0);
    await expect(canvas.getAllByText('Online').length).toBeGreaterThan(0);
    await expect(document.title).toBe('Events · Grace Community Church');
  },
};

export const Empty: Story = {
  parameters: { msw: { handlers: { list: eventsList([]) } } } satisfies ChurchStoryParameters,
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('heading', { name: 'No events' })).toBeVisible();
  },
};

export const Loading: Story = {
  parameters: { msw: { handlers: { list: eventsListLoading() } } } satisfies ChurchStoryParameters,
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('Loading the events');
  },
};

export const Failed: Story = {
  parameters: { msw: { handlers: { list: eventsListFailing() } } } satisfies ChurchStoryParameters,
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('alert')).toHaveTextContent('An error occurred while fetching the data. Please try again.');
  },
};
