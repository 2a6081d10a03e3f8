import type { Meta, StoryObj } from '@storybook/react-vite';
import { Form, Formik } from 'formik';
import { expect, userEvent, within } from 'storybook/test';
import * as yup from 'yup';
import { formatCpf } from '../rules/cpf';
import { rules } from '../rules/field-rules';
import { FieldGrid } from './field-grid';
import { RadioGroupField } from './radio-group-field';
import { SelectField } from './select-field';
import { TextAreaField } from './text-area-field';
import { TextField } from './text-field';

function DemoForm() {
  return (
    <Formik
      initialValues={{ nome: '', cpf: '', senha: '', confirmarSenha: '', sexo: '', estadoCivil: '', observacoes: '' }}
      validationSchema={yup.object({
        nome: rules.required(),
        cpf: rules.cpf(),
        senha: rules.password(),
        confirmarSenha: rules.confirmed('senha'),
      })}
      onSubmit={() => undefined}
    >
      <Form noValidate style={{ padding: 16, maxWidth: 640 }}>
        <FieldGrid>
          <TextField name="nome" label="Name" autoComplete="given-name" required />
          <TextField name="cpf" label="CPF" inputMode="numeric" format={formatCpf} hint="000.000.000-00" required />
        </FieldGrid>
        <TextField name="senha" label="Password" type="password" autoComplete="new-password" required />
        <TextField name="confirmarSenha" label="Confirm password" type="password" autoComplete="new-password" required />
        <RadioGroupField
          name="sexo"
          legend="Sex"
          options={[
            { value: 'M', label: 'Male' },
            { value: 'F', label: 'Female' },
          ]}
        />
        <SelectField name="estadoCivil" label="Marital status" placeholder="Choose…" options={[{ value: '1', label: 'Single' }]} />
        <TextAreaField name="observacoes" label="Comments" />
      </Form>
    </Formik>
  );
}

const meta = {
  title: 'Forms/Fields',
  component: DemoForm,
} satisfies Meta<typeof DemoForm>;
export default meta;
type Story = StoryObj<typeof meta>;

export const ValidatesOnBlur: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const cpf = canvas.getByLabelText(/CPF/);
    await userEvent.type(cpf, '11111111111');
    await expect(cpf).toHaveValue('111.111.111-11');
    await userEvent.tab();
    await expect(await canvas.findByText('Invalid CPF.')).toBeVisible();
    await expect(cpf).toHaveAttribute('aria-invalid', 'true');
    await expect(cpf.getAttribute('aria-describedby')).toContain(canvas.getByText('Invalid CPF.').id);
    await userEvent.clear(cpf);
    await userEvent.type(cpf, '52998224725');
    await expect(canvas.queryByText('Invalid CPF.')).toBeNull();
  },
};

export const PasswordRules: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText(/^Password/), 'weakpass');
    await userEvent.type(canvas.getByLabelText(/Confirm password/), 'different');
    await userEvent.tab();
    await expect(await canvas.findByText(/The password needs at least 8 characters/)).toBeVisible();
    await expect(await canvas.findByText('The passwords must match.')).toBeVisible();
  },
};

export const RequiredName: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByLabelText(/Name/));
    await userEvent.tab();
    await expect(await canvas.findByText('This field is required.')).toBeVisible();
  },
};
