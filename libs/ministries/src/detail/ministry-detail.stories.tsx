import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { MinistryDetail } from './ministry-detail';

const base = {
  id: 3,
  nome: 'Compassion and Mercy',
  descricao: 'We serve the city with food and friendship.\n\nThe pantry opens on Saturdays.',
  lider: 'Marcus Williams',
  contato: '+1 617 555 0150',
  imagem: { url: '/demo/ministries/bread-5.svg', largura: 800, altura: 450 },
  projetos: [
    { id: 21, nome: 'Weekly food pantry', objetivo: 'Groceries for 80 families every Saturday.', status: 'EM_ANDAMENTO' as const },
    { id: 22, nome: 'Winter coat drive', objetivo: 'Collect 400 warm coats.', status: 'CONCLUIDO' as const },
  ],
};

const meta = {
  title: 'Ministries/MinistryDetail',
  component: MinistryDetail,
  args: { ministry: base },
} satisfies Meta<typeof MinistryDetail>;
export default meta;
type Story = StoryObj<typeof meta>;

export const WithProjects: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Compassion and Mercy' })).toBeVisible();
    await expect(canvas.getByText('Marcus Williams')).toBeVisible();
    await expect(canvas.getByRole('link', { name: '+1 617 555 0150' })).toHaveAttribute('href', 'tel:+16175550150');
    await expect(canvas.getByText('The pantry opens on Saturdays.').tagName).toBe('P');
    await expect(canvas.getByRole('link', { name: 'Weekly food pantry' })).toHaveAttribute('href', '/ministries/3/projects/21');
    await expect(canvas.getByText('In progress')).toBeVisible();
    await expect(canvas.getByText('Completed')).toBeVisible();
  },
};

export const EmailAndNoProjects: Story = {
  args: { ministry: { ...base, contato: 'prayer@gracechurch.test', lider: null, imagem: undefined, projetos: [] } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('link', { name: 'prayer@gracechurch.test' })).toHaveAttribute('href', 'mailto:prayer@gracechurch.test');
    await expect(canvas.queryByText('Leader')).toBeNull();
    await expect(canvas.getByRole('heading', { name: 'No projects at the moment' })).toBeVisible();
  },
};
