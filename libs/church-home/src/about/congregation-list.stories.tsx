import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { CongregationList } from './congregation-list';

const meta = {
  title: 'ChurchHome/CongregationList',
  component: CongregationList,
  args: {
    congregations: [
      { id: 1, nome: 'Esperança Liberdade', endereco: 'Rua da Glória, 250', cidade: 'São Paulo', estado: 'SP', telefone: '+55 11 3333-0101', latitude: -23.5587, longitude: -46.6345 },
      { id: 2, nome: 'Esperança Pinheiros', endereco: null, cidade: 'São Paulo', estado: 'SP', telefone: null, latitude: null, longitude: null },
    ],
  },
} satisfies Meta<typeof CongregationList>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Two: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('listitem')).toHaveLength(2);
    await expect(canvas.getByRole('link', { name: 'See on the map: Esperança Liberdade' })).toHaveAttribute(
      'href',
      expect.stringContaining('mlat=-23.5587'),
    );
    await expect(canvas.getAllByRole('link', { name: /See on the map/ })).toHaveLength(1);
  },
};

export const Empty: Story = {
  args: { congregations: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('heading', { name: 'No congregations listed yet' })).toBeVisible();
  },
};
