import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import type { ChurchStoryParameters } from '@church/testing/mock-api';
import { ScheduleDayList } from './schedule-day-list';

const meta = {
  title: 'Schedule/ScheduleDayList',
  component: ScheduleDayList,
  args: {
    items: [
      {
        id: 3,
        tipo: 'EVENTO',
        titulo: 'Worship Night',
        descricao: 'An evening of songs and prayer.',
        dataInicio: '2026-11-24T19:00:00-05:00',
        dataFim: '2026-11-24T21:00:00-05:00',
        local: 'Main Sanctuary',
      },
      {
        id: 1,
        tipo: 'CULTO',
        titulo: 'Sunday Morning Worship',
        descricao: null,
        dataInicio: '2026-11-22T09:00:00-05:00',
        dataFim: '2026-11-22T10:15:00-05:00',
        local: 'Main Sanctuary, 120 Tremont Street',
      },
      { id: 2, tipo: 'CULTO', titulo: 'Sunday Contemporary Service', dataInicio: '2026-11-22T11:00:00-05:00', dataFim: null, local: null },
    ],
  },
} satisfies Meta<typeof ScheduleDayList>;
export default meta;
type Story = StoryObj<typeof meta>;

export const DaysInOrder: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const days = canvas.getAllByRole('heading', { level: 2 });
    await expect(days.map((day) => day.textContent)).toEqual(['Sunday, November 22', 'Tuesday, November 24']);
    const sunday = within(canvas.getByRole('region', { name: 'Sunday, November 22' }));
    const items = sunday.getAllByRole('listitem');
    await expect(items).toHaveLength(2);
    await expect(items[0]).toHaveTextContent('9:00 AM – 10:15 AM');
    await expect(items[0]).toHaveTextContent('Sunday Morning Worship Service');
    await expect(items[1]).toHaveTextContent('11:00 AM');
    await expect(canvas.getByText('Event')).toBeVisible();
    await expect(canvas.getByText('An evening of songs and prayer.')).toBeVisible();
  },
};

export const InsideASection: Story = {
  args: { headingLevel: 3 },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByRole('heading', { level: 3 })).toHaveLength(2);
  },
};

/**
 * A Brazilian church's schedule in its zone (America/Sao_Paulo), as its visitors see it whatever the zone of
 * the machine: its dates come with the church's offset, as the API gives them, and read at the church's time.
 */
export const InTheChurchsTimeZone: Story = {
  parameters: { church: { fusoHorario: 'America/Sao_Paulo' } } satisfies ChurchStoryParameters,
  args: {
    items: [
      { id: 5, tipo: 'CULTO', titulo: 'Culto da Família', descricao: null, dataInicio: '2026-11-22T10:00:00-03:00', dataFim: '2026-11-22T11:30:00-03:00', local: null },
      { id: 6, tipo: 'CULTO', titulo: 'Vigília', descricao: null, dataInicio: '2026-11-22T22:30:00-03:00', dataFim: null, local: null },
    ],
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('heading', { level: 2 }).map((day) => day.textContent)).toEqual(['Sunday, November 22']);
    const items = within(canvas.getByRole('region', { name: 'Sunday, November 22' })).getAllByRole('listitem');
    await expect(items[0]).toHaveTextContent('10:00 AM – 11:30 AM');
    await expect(items[1]).toHaveTextContent('10:30 PM');
  },
};
