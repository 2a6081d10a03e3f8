import { useLingui } from '@lingui/react/macro';
import { useFormikContext } from 'formik';
import { formatBrazilianMobile, formatCep, isValidCep } from '../rules/brazil';
import { formatCpf } from '../rules/cpf';
import { dateInputPlaceholder } from '../rules/dates';
import { FieldGrid } from '../fields/field-grid';
import { RadioGroupField } from '../fields/radio-group-field';
import { type SelectOption, SelectField } from '../fields/select-field';
import { TextAreaField } from '../fields/text-area-field';
import { TextField } from '../fields/text-field';
import { isBrazilianAddress, type PersonalDataValues } from './personal-data';

/** The address a postcode lookup found. */
export interface PostcodeAddress {
  logradouro?: string;
  bairro?: string;
  cidade?: string;
  estado?: string;
}

export interface PersonalDataFieldsProps {
  locale: string;
  maritalStatuses: SelectOption[];
  occupations: SelectOption[];
  congregations: SelectOption[];
  countries: SelectOption[];
  /** Looks a complete CEP up; the found address fills the empty address fields. */
  lookupPostcode?: (cep: string) => Promise<PostcodeAddress | null>;
  /** The id of Brazil in `countries`: CEP rules and lookup apply to Brazilian addresses only. */
  brazilCountryId?: string | null;
}

/** The §3 personal form fields, to be placed inside a Formik form of PersonalDataValues. */
export function PersonalDataFields(props: PersonalDataFieldsProps) {
  const { locale, maritalStatuses, occupations, congregations, countries, lookupPostcode, brazilCountryId } = props;
  const { t } = useLingui();
  const { setFieldValue, values } = useFormikContext<PersonalDataValues>();
  const inBrazil = isBrazilianAddress(values.idPais, brazilCountryId);
  const datePlaceholder = dateInputPlaceholder(locale);

  const fillAddress = async (cep: string) => {
    if (!lookupPostcode || !inBrazil || !isValidCep(cep)) return;
    const address = await lookupPostcode(cep.replace(/-/g, '')).catch(() => null);
    if (!address) return;
    for (const [field, value] of [
      ['logradouro', address.logradouro],
      ['bairro', address.bairro],
      ['cidade', address.cidade],
      ['estado', address.estado],
    ] as const) {
      if (value) void setFieldValue(field, value);
    }
  };

  return (
    <>
      <FieldGrid>
        <TextField name="nome" label={t`First name`} autoComplete="given-name" required />
        <TextField name="sobrenome" label={t`Surname`} autoComplete="family-name" required />
      </FieldGrid>
      <FieldGrid>
        <TextField
          name="telefone"
          label={t`Mobile phone`}
          type="tel"
          inputMode="tel"
          autoComplete="tel"
          format={formatBrazilianMobile}
          hint="+55 (11) 91234-5678"
          required
        />
        <TextField name="cpf" label={t`CPF`} inputMode="numeric" format={formatCpf} hint="000.000.000-00" required />
      </FieldGrid>
      <FieldGrid>
        <TextField
          name="dataNascimento"
          label={t`Date of birth`}
          inputMode="numeric"
          autoComplete="bday"
          placeholder={datePlaceholder}
          hint={datePlaceholder}
          required
        />
        <RadioGroupField
          name="sexo"
          legend={t`Sex`}
          options={[
            { value: 'M', label: t`Male` },
            { value: 'F', label: t`Female` },
          ]}
        />
      </FieldGrid>
      <FieldGrid>
        <SelectField name="idEstadoCivil" label={t`Marital status`} placeholder={t`Choose…`} options={maritalStatuses} />
        <TextField name="dataCasamento" label={t`Wedding date`} inputMode="numeric" placeholder={datePlaceholder} hint={datePlaceholder} />
        <TextField name="qtdeFilhos" label={t`Number of children`} inputMode="numeric" maxLength={2} />
      </FieldGrid>
      <FieldGrid>
        <SelectField name="idOcupacao" label={t`Occupation`} placeholder={t`Choose…`} options={occupations} />
        {congregations.length ? (
          <SelectField name="idCongregacao" label={t`Congregation`} placeholder={t`Choose…`} options={congregations} />
        ) : null}
      </FieldGrid>
      <FieldGrid>
        <SelectField name="idPais" label={t`Country`} placeholder={t`Choose…`} options={countries} />
        {inBrazil ? (
          <TextField
            name="cep"
            label={t`Postcode (CEP)`}
            inputMode="numeric"
            autoComplete="postal-code"
            format={formatCep}
            hint={t`We fill in the address from the CEP.`}
            onValueChange={(value) => void fillAddress(value)}
          />
        ) : (
          <TextField name="cep" label={t`Postcode`} autoComplete="postal-code" />
        )}
      </FieldGrid>
      <FieldGrid>
        <TextField name="logradouro" label={t`Street`} autoComplete="address-line1" />
        <TextField name="numero" label={t`Number`} />
        <TextField name="complemento" label={t`Complement`} autoComplete="address-line2" />
      </FieldGrid>
      <FieldGrid>
        <TextField name="bairro" label={t`Neighbourhood`} />
        <TextField name="cidade" label={t`City`} autoComplete="address-level2" />
        <TextField name="estado" label={t`State`} autoComplete="address-level1" />
      </FieldGrid>
      <TextAreaField name="observacoes" label={t`Comments`} maxLength={1000} />
    </>
  );
}
