import { ESPERANCA_ACCOUNTS } from './esperanca';
import { GRACE_ACCOUNTS } from './grace';
import { VIDA_ACCOUNTS } from './vida';

/** A CPF with its two check digits computed from a nine-digit base. */
export function cpfFromBase(base: string): string {
  const digits = [...base].map(Number);
  for (const length of [9, 10]) {
    const sum = digits.slice(0, length).reduce((total, digit, index) => total + digit * (length + 1 - index), 0);
    const rest = (sum * 10) % 11;
    digits.push(rest === 10 ? 0 : rest);
  }
  return digits.join('');
}

export const DEMO_PASSWORD = 'Demo@2026';

export interface DemoPerson {
  nome: string;
  sobrenome: string;
  telefone: string;
  cpfBase: string;
  dataNascimento: string;
  sexo: 'M' | 'F';
  estadoCivil: string;
  dataCasamento: string | null;
  qtdeFilhos: number;
  ocupacao: string;
}

export interface DemoAddress {
  descricao: string;
  cep: string;
  logradouro: string;
  numero: string;
  complemento: string | null;
  bairro: string;
  cidade: string;
  estado: string;
  pais: string;
}

/** A demo church's member and staff accounts, in its language: the member has an address, a child and (esperanca) custom fields. */
export interface DemoAccounts {
  member: DemoPerson;
  staff: DemoPerson;
  address: DemoAddress;
  child: { nome: string; dataNascimento: string; sexo: 'M' | 'F'; observacoes: string | null };
  customFields?: { nome: string; tipo: 'TEXTO' | 'NUMERO' | 'DATA' | 'OPCAO'; opcoes: string[]; memberValue: string | null }[];
}

export const DEMO_ACCOUNTS: Record<string, DemoAccounts> = { grace: GRACE_ACCOUNTS, esperanca: ESPERANCA_ACCOUNTS, vida: VIDA_ACCOUNTS };
