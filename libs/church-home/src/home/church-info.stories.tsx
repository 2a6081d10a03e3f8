import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { ChurchInfo } from './church-info';

const meta = {
  title: 'ChurchHome/ChurchInfo',
  component: ChurchInfo,
  args: {
    church: {
      nome: 'Grace Community Church',
      descricao: 'A family of believers in the heart of Boston.',
      endereco: '120 Tremont Street',
      cidade: 'Boston',
      estado: 'MA',
      pais: 'United States',
      telefone: '+1 617 555 0142',
      email: 'hello@grace.example',
    },
  },
} satisfies Meta<typeof ChurchInfo>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Complete: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Grace Community Church' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'About us' })).toHaveAttribute('href', '/about');
    await expect(canvas.getByRole('link', { name: 'Find a church near you' })).toHaveAttribute('href', '/churchs');
    await expect(canvas.getByText('Boston, MA, United States')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'hello@grace.example' })).toHaveAttribute('href', 'mailto:hello@grace.example');
  },
};

export const WithoutContacts: Story = {
  args: {
    church: { nome: 'Iglesia Vida', descricao: null, endereco: null, cidade: null, estado: null, pais: null, telefone: null, email: null },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('link', { name: /@/ })).toBeNull();
    await expect(canvas.getByRole('heading', { name: 'Visit us' })).toBeVisible();
  },
};
