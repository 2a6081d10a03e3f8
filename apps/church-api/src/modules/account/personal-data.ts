import type { CriancaInput, DadosPessoais, EnderecoInput } from '@church/contracts-member-profile';
import type { AccountRepository, PersonalFields } from './account-repository';
import type { AddressFields } from './address-repository';
import type { ChildFields } from './child-repository';
import type { ReferenceDataRepository } from './reference-data-repository';
import {
  conflict,
  digitsOf,
  FieldErrors,
  isPastOrToday,
  isValidBirthdate,
  isValidCpf,
  MESSAGES,
  normalizeBrazilianMobile,
  normalizeCep,
} from '@church/api-platform/field-rules';

const trimOrNull = (value: string | null | undefined) => {
  const trimmed = value?.trim();
  return trimmed ? trimmed : null;
};

/**
 * Checks the personal form fields of §3 with the rules of §5 and turns them into the account's
 * columns. Raises one 400 naming every bad field, or 409 USR_CPF_IN_USE.
 */
export async function personalFieldsOf(
  input: Partial<DadosPessoais>,
  { accounts, references }: { accounts: AccountRepository; references: ReferenceDataRepository },
  options: {
    exceptAccountId: number | null;
    errors?: FieldErrors;
    /** Runs before a "CPF in use" answer: the caller's rate limit, which may answer 429 instead. */
    beforeCpfInUse?: () => Promise<void>;
  },
): Promise<PersonalFields> {
  const errors = options.errors ?? new FieldErrors();
  const required = ['nome', 'sobrenome', 'telefone', 'cpf', 'dataNascimento', 'sexo'] as const;
  for (const field of required) {
    const value = input[field];
    if (value === undefined || value === null || (typeof value === 'string' && value.trim() === '')) errors.add(`body.${field}`, MESSAGES.required);
  }
  const telefone = input.telefone ? normalizeBrazilianMobile(input.telefone) : null;
  if (input.telefone && !telefone) errors.add('body.telefone', MESSAGES.phone);
  const cpf = input.cpf && isValidCpf(input.cpf) ? digitsOf(input.cpf) : null;
  if (input.cpf && !cpf) errors.add('body.cpf', MESSAGES.cpf);
  if (input.dataNascimento && !isValidBirthdate(input.dataNascimento)) errors.add('body.dataNascimento', MESSAGES.birthdate);
  if (input.dataCasamento && !isPastOrToday(input.dataCasamento)) errors.add('body.dataCasamento', MESSAGES.date);
  const paisId = input.idPais ?? null;
  const inBrazil = paisId === null || paisId === (await references.brazilId());
  let cep: string | null = trimOrNull(input.cep);
  if (cep && inBrazil) {
    cep = normalizeCep(cep);
    if (!cep) errors.add('body.cep', MESSAGES.cep);
  }
  if (input.idEstadoCivil && !(await references.exists('estadoCivil', input.idEstadoCivil))) errors.add('body.idEstadoCivil', 'Estado civil desconhecido.');
  if (input.idOcupacao && !(await references.exists('ocupacao', input.idOcupacao))) errors.add('body.idOcupacao', 'Ocupação desconhecida.');
  if (input.idPais && !(await references.exists('pais', input.idPais))) errors.add('body.idPais', 'País desconhecido.');
  errors.throwIfAny();
  if (cpf && (await accounts.cpfTakenByOther(cpf, options.exceptAccountId))) {
    await options.beforeCpfInUse?.();
    throw conflict('USR_CPF_IN_USE', 'body.cpf', 'Este CPF já está em uso.');
  }
  return {
    nome: (input.nome ?? '').trim(),
    sobrenome: (input.sobrenome ?? '').trim(),
    telefone,
    cpf,
    dataNascimento: input.dataNascimento ?? null,
    sexo: input.sexo ?? null,
    estadoCivilId: input.idEstadoCivil ?? null,
    dataCasamento: input.dataCasamento ?? null,
    qtdeFilhos: input.qtdeFilhos ?? null,
    ocupacaoId: input.idOcupacao ?? null,
    paisId,
    estado: trimOrNull(input.estado),
    cidade: trimOrNull(input.cidade),
    bairro: trimOrNull(input.bairro),
    logradouro: trimOrNull(input.logradouro),
    numero: trimOrNull(input.numero),
    complemento: trimOrNull(input.complemento),
    cep,
    observacoes: trimOrNull(input.observacoes),
  };
}

/** An address: CEP of 8 digits for Brazil (or when no country is given), a known country. */
export async function addressFieldsOf(input: EnderecoInput, references: ReferenceDataRepository): Promise<AddressFields> {
  const errors = new FieldErrors();
  const paisId = input.idPais ?? null;
  const inBrazil = paisId === null || paisId === (await references.brazilId());
  const cep = inBrazil ? normalizeCep(input.cep) : input.cep.trim();
  if (!cep) errors.add('body.cep', MESSAGES.cep);
  if (paisId && !(await references.exists('pais', paisId))) errors.add('body.idPais', 'País desconhecido.');
  for (const field of ['logradouro', 'numero', 'bairro', 'cidade', 'estado'] as const) {
    if (!input[field].trim()) errors.add(`body.${field}`, MESSAGES.required);
  }
  errors.throwIfAny();
  return {
    descricao: trimOrNull(input.descricao),
    cep: cep ?? '',
    logradouro: input.logradouro.trim(),
    numero: input.numero.trim(),
    complemento: trimOrNull(input.complemento),
    bairro: input.bairro.trim(),
    cidade: input.cidade.trim(),
    estado: input.estado.trim(),
    paisId,
    ...(input.flagPrincipal === undefined ? {} : { flagPrincipal: input.flagPrincipal }),
  };
}

export function childFieldsOf(input: CriancaInput): ChildFields {
  const errors = new FieldErrors();
  if (!input.nome.trim()) errors.add('body.nome', MESSAGES.required);
  if (!isValidBirthdate(input.dataNascimento)) errors.add('body.dataNascimento', MESSAGES.birthdate);
  errors.throwIfAny();
  return { nome: input.nome.trim(), dataNascimento: input.dataNascimento, sexo: input.sexo, observacoes: trimOrNull(input.observacoes) };
}
