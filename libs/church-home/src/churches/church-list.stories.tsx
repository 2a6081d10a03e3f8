import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { ChurchList } from './church-list';

const church = (id: number, codigo: string, nome: string, distancia: number | null) => ({
  id,
  codigo,
  nome,
  idIgreja: id,
  slugIgreja: codigo,
  slugOrganizacao: 'rede-esperanca',
  flagAtivo: true,
  cidade: 'Boston',
  estado: 'MA',
  pais: 'United States',
  latitude: 42.35,
  longitude: -71.06,
  distancia,
});

const meta = {
  title: 'ChurchHome/ChurchList',
  component: ChurchList,
  args: {
    churches: [church(1, 'grace', 'Grace Community Church', 1.2), church(3, 'vida', 'Iglesia Vida', 5480.4)],
    currentCode: 'grace',
    siteOf: (c) => `http://${c.codigo}.localhost:3000/`,
  },
} satisfies Meta<typeof ChurchList>;
export default meta;
type Story = StoryObj<typeof meta>;

export const NearestFirst: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const items = canvas.getAllByRole('listitem');
    await expect(items[0]).toHaveAttribute('aria-current', 'true');
    await expect(within(items[0] as HTMLElement).getByText('You are here')).toBeVisible();
    await expect(canvas.getByText(/1\.2 km away/)).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Go to this church: Iglesia Vida' })).toHaveAttribute(
      'href',
      'http://vida.localhost:3000/',
    );
  },
};

export const ByName: Story = {
  args: { churches: [church(1, 'grace', 'Grace Community Church', null)] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByText(/away/)).toBeNull();
  },
};

export const Empty: Story = {
  args: { churches: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('heading', { name: 'No churches found' })).toBeVisible();
  },
};
