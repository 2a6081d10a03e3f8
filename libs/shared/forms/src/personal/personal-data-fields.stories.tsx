import type { Meta, StoryObj } from '@storybook/react-vite';
import { Form, Formik } from 'formik';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { emptyPersonalData, personalDataSchema } from './personal-data';
import { PersonalDataFields } from './personal-data-fields';

function PersonalForm() {
  return (
    <Formik initialValues={emptyPersonalData} validationSchema={personalDataSchema('pt-BR')} onSubmit={() => undefined}>
      <Form noValidate style={{ padding: 16, maxWidth: 900 }}>
        <PersonalDataFields
          locale="pt-BR"
          maritalStatuses={[{ value: '1', label: 'Single' }]}
          occupations={[{ value: '3', label: 'Teacher' }]}
          congregations={[{ value: '9', label: 'Esperança Liberdade' }]}
          countries={[{ value: '30', label: 'Brazil' }]}
          lookupPostcode={async (cep) =>
            cep === '01310100' ? { logradouro: 'Avenida Paulista', bairro: 'Bela Vista', cidade: 'São Paulo', estado: 'SP' } : null
          }
        />
      </Form>
    </Formik>
  );
}

const meta = {
  title: 'Forms/PersonalDataFields',
  component: PersonalForm,
} satisfies Meta<typeof PersonalForm>;
export default meta;
type Story = StoryObj<typeof meta>;

export const PostcodeFillsTheAddress: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText('Postcode (CEP)'), '01310100');
    await expect(canvas.getByLabelText('Postcode (CEP)')).toHaveValue('01310-100');
    await waitFor(() => expect(canvas.getByLabelText('Street')).toHaveValue('Avenida Paulista'));
    await expect(canvas.getByLabelText('City')).toHaveValue('São Paulo');
  },
};

export const FormatsAndValidates: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText(/Mobile phone/), '11912345678');
    await expect(canvas.getByLabelText(/Mobile phone/)).toHaveValue('+55 (11) 91234-5678');
    await userEvent.type(canvas.getByLabelText(/Date of birth/), '31/02/1990');
    await userEvent.tab();
    await expect(await canvas.findByText('Invalid date of birth.')).toBeVisible();
  },
};
