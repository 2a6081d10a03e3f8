import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { RegisterStep } from './register-step';
import type { SubmitResult } from './submit-result';

const meta = {
  title: 'Access/RegisterStep',
  component: RegisterStep,
  args: {
    email: 'new.visitor@example.com',
    locale: 'en',
    onSubmit: fn(async (): Promise<SubmitResult | void> => undefined),
    onChangeEmail: fn(),
    maritalStatuses: [{ value: '1', label: 'Single' }],
    occupations: [{ value: '2', label: 'Teacher' }],
    congregations: [],
    countries: [{ value: '30', label: 'Brazil' }],
  },
} satisfies Meta<typeof RegisterStep>;
export default meta;
type Story = StoryObj<typeof meta>;

export const RefusesBadData: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText(/CPF/), '12345678900');
    await userEvent.type(canvas.getByLabelText(/^Password/), 'password');
    await userEvent.type(canvas.getByLabelText(/Confirm the password/), 'Password1!');
    await userEvent.click(canvas.getByRole('button', { name: 'Create account' }));
    await expect(await canvas.findByText('Invalid CPF.')).toBeVisible();
    await expect(canvas.getByText(/The password needs at least 8 characters/)).toBeVisible();
    await expect(canvas.getByText('The passwords must match.')).toBeVisible();
    await expect(canvas.getAllByText('This field is required.').length).toBeGreaterThan(0);
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

export const Registers: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText(/First name/), 'Ana');
    await userEvent.type(canvas.getByLabelText(/Surname/), 'Souza');
    await userEvent.type(canvas.getByLabelText(/Mobile phone/), '11912345678');
    await userEvent.type(canvas.getByLabelText(/CPF/), '52998224725');
    await userEvent.type(canvas.getByLabelText(/Date of birth/), '05/14/1990');
    await userEvent.click(canvas.getByLabelText('Female'));
    await userEvent.type(canvas.getByLabelText(/^Password/), 'Demo@2026');
    await userEvent.type(canvas.getByLabelText(/Confirm the password/), 'Demo@2026');
    await userEvent.click(canvas.getByRole('button', { name: 'Create account' }));
    await expect(args.onSubmit).toHaveBeenCalledOnce();
    const [values] = (args.onSubmit as ReturnType<typeof fn>).mock.calls[0] as [Record<string, string>];
    await expect(values).toMatchObject({ nome: 'Ana', cpf: '529.982.247-25', dataNascimento: '05/14/1990', sexo: 'F' });
  },
};

export const CpfInUse: Story = {
  args: { onSubmit: fn(async (): Promise<SubmitResult | void> => ({ fieldErrors: { cpf: 'This CPF is already in use.' } })) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText(/First name/), 'Ana');
    await userEvent.type(canvas.getByLabelText(/Surname/), 'Souza');
    await userEvent.type(canvas.getByLabelText(/Mobile phone/), '11912345678');
    await userEvent.type(canvas.getByLabelText(/CPF/), '52998224725');
    await userEvent.type(canvas.getByLabelText(/Date of birth/), '05/14/1990');
    await userEvent.click(canvas.getByLabelText('Male'));
    await userEvent.type(canvas.getByLabelText(/^Password/), 'Demo@2026');
    await userEvent.type(canvas.getByLabelText(/Confirm the password/), 'Demo@2026');
    await userEvent.click(canvas.getByRole('button', { name: 'Create account' }));
    await expect(await canvas.findByText('This CPF is already in use.')).toBeVisible();
  },
};
