export { formsCatalog } from './catalog';
export { AddressFields } from './address/address-fields';
export type {
  AddressFieldsProps,
  CountryOption,
  LookupStatus,
  PlaceQuery,
  PlaceSuggestions,
  PostcodeAddress,
  UsePlaceSuggestions,
} from './address/address-fields';
export { ComboboxField } from './fields/combobox-field';
export type { ComboboxFieldProps } from './fields/combobox-field';
export { CAPTCHA_CHALLENGE_URL, CAPTCHA_REFUSED, captchaMessage, useCaptcha } from './captcha/captcha';
export type { Captcha } from './captcha/captcha';
export { FieldGrid } from './fields/field-grid';
export { RadioGroupField } from './fields/radio-group-field';
export type { RadioGroupFieldProps } from './fields/radio-group-field';
export { SelectField } from './fields/select-field';
export type { SelectFieldProps, SelectOption } from './fields/select-field';
export { TextAreaField } from './fields/text-area-field';
export type { TextAreaFieldProps } from './fields/text-area-field';
export { TextField } from './fields/text-field';
export type { TextFieldProps } from './fields/text-field';
export { cepDigits, formatBrazilianMobile, formatCep, isBrazilianMobile, isValidCep } from './rules/brazil';
export { cpfDigits, formatCpf, isValidCpf } from './rules/cpf';
export { dateInputPlaceholder, formatLocalDate, isValidBirthdate, parseLocalDate } from './rules/dates';
export { rules } from './rules/field-rules';
export { fieldMessages } from './rules/messages';
export { meetsPasswordPolicy, PASSWORD_SPECIALS } from './rules/password';
export { countryLabel, maritalStatusLabel } from './personal/marital-status';
export {
  emptyPersonalData,
  isBrazilianAddress,
  personalDataSchema,
  toPersonalDataPayload,
  toPersonalDataValues,
} from './personal/personal-data';
export type { PersonalDataPayload, PersonalDataValues } from './personal/personal-data';
export { PersonalDataFields } from './personal/personal-data-fields';
export type { PersonalDataFieldsProps } from './personal/personal-data-fields';
export { fieldErrorsFromProblem } from './rules/problem-fields';
export type { FieldProblem } from './rules/problem-fields';
