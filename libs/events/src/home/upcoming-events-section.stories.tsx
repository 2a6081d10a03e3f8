import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import type { ChurchStoryParameters } from '@church/testing/mock-api';
import { eventsList } from '../mocks/events-api';
import { UpcomingEventsSection } from './upcoming-events-section';

/** The events module's section of the church home. */
const meta = {
  title: 'Events/UpcomingEventsSection',
  component: UpcomingEventsSection,
  parameters: { route: '/', msw: { handlers: { list: eventsList() } } } satisfies ChurchStoryParameters,
} satisfies Meta<typeof UpcomingEventsSection>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Loaded: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 2, name: 'Upcoming events' })).toBeVisible();
    await expect(canvas.getAllByRole('heading', { level: 3 })).toHaveLength(3);
    await expect(canvas.getByRole('link', { name: 'See all events' })).toHaveAttribute('href', '/event');
  },
};

/** Without events the section is not there at all. */
export const None: Story = {
  parameters: { msw: { handlers: { list: eventsList([]) } } } satisfies ChurchStoryParameters,
  play: async ({ canvasElement }) => {
    await new Promise((resolve) => setTimeout(resolve, 200));
    await expect(within(canvasElement).queryByRole('heading', { name: 'Upcoming events' })).toBeNull();
  },
};
