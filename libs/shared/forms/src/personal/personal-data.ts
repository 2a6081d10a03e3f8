import * as yup from 'yup';
import { cepDigits, formatBrazilianMobile, formatCep } from '../rules/brazil';
import { cpfDigits, formatCpf } from '../rules/cpf';
import { formatLocalDate, parseLocalDate } from '../rules/dates';
import { rules } from '../rules/field-rules';
import { fieldMessages } from '../rules/messages';

/** The §3 personal form as typed: every value a string, dates in the locale's format. */
export interface PersonalDataValues {
  nome: string;
  sobrenome: string;
  telefone: string;
  cpf: string;
  dataNascimento: string;
  sexo: string;
  idEstadoCivil: string;
  dataCasamento: string;
  qtdeFilhos: string;
  idOcupacao: string;
  idCongregacao: string;
  idPais: string;
  estado: string;
  cidade: string;
  bairro: string;
  logradouro: string;
  numero: string;
  complemento: string;
  cep: string;
  observacoes: string;
}

/** The same data as the API takes it (DadosPessoais of the contract). */
export interface PersonalDataPayload {
  nome: string;
  sobrenome: string;
  telefone: string;
  cpf: string;
  dataNascimento: string;
  sexo: 'M' | 'F';
  idEstadoCivil: number | null;
  dataCasamento: string | null;
  qtdeFilhos: number | null;
  idOcupacao: number | null;
  idCongregacao: number | null;
  idPais: number | null;
  estado: string | null;
  cidade: string | null;
  bairro: string | null;
  logradouro: string | null;
  numero: string | null;
  complemento: string | null;
  cep: string | null;
  observacoes: string | null;
}

export const emptyPersonalData: PersonalDataValues = {
  nome: '', sobrenome: '', telefone: '', cpf: '', dataNascimento: '', sexo: '', idEstadoCivil: '', dataCasamento: '',
  qtdeFilhos: '', idOcupacao: '', idCongregacao: '', idPais: '', estado: '', cidade: '', bairro: '', logradouro: '',
  numero: '', complemento: '', cep: '', observacoes: '',
};

const text = (value: string) => value.trim() || null;
const integer = (value: string) => (value.trim() === '' ? null : Number.parseInt(value, 10));

export function toPersonalDataPayload(values: PersonalDataValues, locale: string): PersonalDataPayload {
  return {
    nome: values.nome.trim(),
    sobrenome: values.sobrenome.trim(),
    telefone: values.telefone.trim(),
    cpf: cpfDigits(values.cpf),
    dataNascimento: parseLocalDate(values.dataNascimento, locale) ?? '',
    sexo: values.sexo === 'F' ? 'F' : 'M',
    idEstadoCivil: integer(values.idEstadoCivil),
    dataCasamento: values.dataCasamento ? parseLocalDate(values.dataCasamento, locale) : null,
    qtdeFilhos: integer(values.qtdeFilhos),
    idOcupacao: integer(values.idOcupacao),
    idCongregacao: integer(values.idCongregacao),
    idPais: integer(values.idPais),
    estado: text(values.estado),
    cidade: text(values.cidade),
    bairro: text(values.bairro),
    logradouro: text(values.logradouro),
    numero: text(values.numero),
    complemento: text(values.complemento),
    cep: values.cep ? (/^\d{5}-?\d{3}$/.test(values.cep.trim()) ? cepDigits(values.cep) : values.cep.trim()) : null,
    observacoes: text(values.observacoes),
  };
}

type Stored = { [K in keyof PersonalDataPayload]?: PersonalDataPayload[K] | string | number | null | undefined };

export function toPersonalDataValues(stored: Stored, locale: string): PersonalDataValues {
  const asText = (value: unknown) => (value === null || value === undefined ? '' : String(value));
  return {
    ...emptyPersonalData,
    ...Object.fromEntries(Object.entries(stored).map(([key, value]) => [key, asText(value)])),
    telefone: stored.telefone ? formatBrazilianMobile(String(stored.telefone)) : '',
    cpf: stored.cpf ? formatCpf(String(stored.cpf)) : '',
    cep: stored.cep ? (/^\d{8}$/.test(String(stored.cep)) ? formatCep(String(stored.cep)) : String(stored.cep)) : '',
    dataNascimento: formatLocalDate(stored.dataNascimento ? String(stored.dataNascimento) : null, locale),
    dataCasamento: formatLocalDate(stored.dataCasamento ? String(stored.dataCasamento) : null, locale),
  } as PersonalDataValues;
}

/** Whether an address is Brazilian (no country chosen counts as Brazil, as the server counts it). */
export function isBrazilianAddress(idPais: string | null | undefined, brazilCountryId: string | null | undefined): boolean {
  return !idPais || !brazilCountryId || idPais === brazilCountryId;
}

/** The §5 rules of the personal form; the CEP rule applies to Brazilian addresses only. */
export function personalDataSchema(locale: string, brazilCountryId: string | null = null) {
  return yup.object({
    nome: rules.required().max(100),
    sobrenome: rules.required().max(100),
    telefone: rules.brPhone(),
    cpf: rules.cpf(),
    dataNascimento: rules.birthdate(locale),
    sexo: rules.required(),
    dataCasamento: rules.optionalDate(locale),
    qtdeFilhos: yup.string().matches(/^\d{0,2}$/, { message: fieldMessages.number }),
    cep: yup.string().when('idPais', ([idPais]: (string | undefined)[], schema: yup.StringSchema) =>
      isBrazilianAddress(idPais, brazilCountryId) ? rules.optionalCep() : schema.max(20, () => fieldMessages.max(20)),
    ),
    estado: rules.max(60),
    cidade: rules.max(100),
    bairro: rules.max(100),
    logradouro: rules.max(200),
    numero: rules.max(20),
    complemento: rules.max(100),
    observacoes: rules.max(1000),
  });
}
