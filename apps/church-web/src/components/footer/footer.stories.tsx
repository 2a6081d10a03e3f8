import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Footer } from './footer';

const meta = {
  title: 'Shell/Footer',
  component: Footer,
  args: {
    church: {
      nome: 'Igreja Esperança',
      endereco: 'Rua da Glória, 250',
      cidade: 'São Paulo',
      estado: 'SP',
      telefone: '+55 11 3333-0101',
      email: 'contato@esperanca.example',
    },
    isStaff: true,
  },
} satisfies Meta<typeof Footer>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('link', { name: 'Staff area' })).toHaveAttribute('href', '/admin');
    await expect(canvas.getByRole('link', { name: '+55 11 3333-0101' })).toHaveAttribute('href', 'tel:+551133330101');
    await expect(canvas.getByText('Rua da Glória, 250, São Paulo, SP')).toBeVisible();
  },
};

export const ForAMember: Story = {
  args: { church: { nome: 'Iglesia Vida', endereco: null, cidade: null, estado: null, telefone: null, email: null }, isStaff: false },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('link', { name: /@/ })).toBeNull();
    await expect(within(canvasElement).queryByRole('link', { name: 'Staff area' })).toBeNull();
  },
};
