import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { ProjectDetail } from './project-detail';

const meta = {
  title: 'Ministries/ProjectDetail',
  component: ProjectDetail,
  args: {
    project: {
      id: 31,
      nome: 'Kisumu school classrooms',
      objetivo: 'Build two classrooms for 80 more pupils.',
      descricao: 'Building begins in February.',
      status: 'PLANEJADO',
      idMinisterio: 7,
      nomeMinisterio: 'Global Missions',
      imagem: { url: '/demo/ministries/house-7.svg', largura: 800, altura: 450 },
    },
  },
} satisfies Meta<typeof ProjectDetail>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Planned: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Kisumu school classrooms' })).toBeVisible();
    await expect(canvas.getByText('A project of Global Missions')).toBeVisible();
    await expect(canvas.getByText('Build two classrooms for 80 more pupils.')).toBeVisible();
    await expect(canvas.getByText('Planned')).toBeVisible();
    await expect(canvasElement.querySelector('img')).toHaveAttribute('loading', 'eager');
    await expect(canvas.getByRole('link', { name: 'Back to Global Missions' })).toHaveAttribute('href', '/ministries/7');
  },
};
