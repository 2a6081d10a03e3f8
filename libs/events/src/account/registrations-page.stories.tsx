import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import type { ChurchStoryParameters } from '@church/testing/mock-api';
import { eventsApi, storyEvents } from '../mocks/events-api';
import { RegistrationsPage } from './registrations-page';

const myEvents = (count: number) =>
  eventsApi.get('/usuario/{id}/evento/', ({ response }) =>
    response(200).json({ eventos: storyEvents.slice(0, count).map(({ id, nome, dataInicio, dataFim, local, flagOnline, flagGratuito, moeda }) => ({ id, nome, dataInicio, dataFim, local, flagOnline, flagGratuito, moeda })) }),
  );

const meta = {
  title: 'Events/RegistrationsPage',
  component: RegistrationsPage,
  parameters: { route: '/user/registrations', routePath: '/user/registrations', session: 'member', msw: { handlers: { mine: myEvents(2) } } } satisfies ChurchStoryParameters,
} satisfies Meta<typeof RegistrationsPage>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Listed: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('link', { name: 'Marriage Retreat Weekend' })).toHaveAttribute('href', '/user/registrations/21/tickets');
    await expect(canvas.getByRole('link', { name: 'Family Picnic on the Common' })).toBeVisible();
  },
};

export const None: Story = {
  parameters: { msw: { handlers: { mine: myEvents(0) } } } satisfies ChurchStoryParameters,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'You have no registrations yet.' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'See the events' })).toHaveAttribute('href', '/event');
  },
};
