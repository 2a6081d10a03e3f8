import { useLingui } from '@lingui/react/macro';
import { AddressFields, type CountryOption, type PostcodeAddress, type UsePlaceSuggestions } from '../address/address-fields';
import { formatBrazilianMobile } from '../rules/brazil';
import { formatCpf } from '../rules/cpf';
import { dateInputPlaceholder } from '../rules/dates';
import { FieldGrid } from '../fields/field-grid';
import { RadioGroupField } from '../fields/radio-group-field';
import { type SelectOption, SelectField } from '../fields/select-field';
import { TextAreaField } from '../fields/text-area-field';
import { TextField } from '../fields/text-field';

export interface PersonalDataFieldsProps {
  locale: string;
  maritalStatuses: SelectOption[];
  occupations: SelectOption[];
  congregations: SelectOption[];
  countries: CountryOption[];
  /** Looks a complete CEP up; the found address fills the address fields. */
  lookupPostcode?: (cep: string) => Promise<PostcodeAddress | null>;
  /** The id of Brazil in `countries`: CEP rules and lookup apply to Brazilian addresses only. */
  brazilCountryId?: string | null;
  /** The country's states and a state's cities, and its postcode lookup (`usePlaceLookups` of the data access). */
  usePlaces?: UsePlaceSuggestions;
}

/** The §3 personal form fields, to be placed inside a Formik form of PersonalDataValues. */
export function PersonalDataFields(props: PersonalDataFieldsProps) {
  const { locale, maritalStatuses, occupations, congregations, countries, lookupPostcode, brazilCountryId, usePlaces } = props;
  const { t } = useLingui();
  const datePlaceholder = dateInputPlaceholder(locale);

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
      <AddressFields
        locale={locale}
        countries={countries}
        brazilCountryId={brazilCountryId}
        lookupPostcode={lookupPostcode}
        usePlaces={usePlaces}
      />
      <TextAreaField name="observacoes" label={t`Comments`} maxLength={1000} />
    </>
  );
}
