import { type FieldError, ProblemError } from './http/problem';

/** The "Field rules" of §5, checked on the server for every write. Each returns a message or null. */

export const MESSAGES = {
  cpf: 'CPF inválido.',
  cep: 'CEP Inválido',
  phone: 'Verifique o número de telefone: +55 (DDD) 9XXXX-XXXX.',
  password: 'A senha precisa ter ao menos 8 caracteres, com letra maiúscula, letra minúscula, número e um dos caracteres @$!%*?&#/.',
  birthdate: 'Data de nascimento inválida.',
  date: 'Data inválida.',
  required: 'Esse campo é obrigatório.',
} as const;

export function digitsOf(value: string): string {
  return value.replace(/\D/g, '');
}

/** 11 digits, not all equal, both check digits right. */
export function isValidCpf(value: string): boolean {
  const cpf = digitsOf(value);
  if (cpf.length !== 11 || /^(\d)\1{10}$/.test(cpf)) return false;
  const digits = [...cpf].map(Number);
  const check = (length: number) => {
    const sum = digits.slice(0, length).reduce((total, digit, index) => total + digit * (length + 1 - index), 0);
    const rest = (sum * 10) % 11;
    return rest === 10 ? 0 : rest;
  };
  return check(9) === digits[9] && check(10) === digits[10];
}

/** A Brazilian mobile: optional +55, a two-digit area code (no zero), then 9 and eight digits. Null when invalid. */
export function normalizeBrazilianMobile(value: string): string | null {
  let digits = digitsOf(value);
  if (digits.length === 13 && digits.startsWith('55')) digits = digits.slice(2);
  if (!/^[1-9][1-9]9\d{8}$/.test(digits)) return null;
  return `+55 (${digits.slice(0, 2)}) ${digits.slice(2, 7)}-${digits.slice(7)}`;
}

/** 8 digits after removing the hyphen; normalised to 00000-000. Null when invalid. */
export function normalizeCep(value: string): string | null {
  if (!/^\d{5}-?\d{3}$/.test(value.trim())) return null;
  const digits = digitsOf(value);
  return `${digits.slice(0, 5)}-${digits.slice(5)}`;
}

/** §5: at least 8 characters with an upper-case and a lower-case letter, a number and one of @$!%*?&#/. */
export function isStrongPassword(value: string): boolean {
  return value.length >= 8 && /[A-Z]/.test(value) && /[a-z]/.test(value) && /\d/.test(value) && /[@$!%*?&#/.]/.test(value);
}

/** A real calendar date (YYYY-MM-DD). */
export function isRealDate(value: string): boolean {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

function todayIso(now = new Date()): string {
  return now.toISOString().slice(0, 10);
}

/** A real date, not before 1900 and strictly before today. */
export function isValidBirthdate(value: string, now = new Date()): boolean {
  return isRealDate(value) && value >= '1900-01-01' && value < todayIso(now);
}

/** A real date, not after today. */
export function isPastOrToday(value: string, now = new Date()): boolean {
  return isRealDate(value) && value >= '1900-01-01' && value <= todayIso(now);
}

/** Collects field errors and raises them as one 400 problem naming each field. */
export class FieldErrors {
  private readonly errors: FieldError[] = [];

  add(field: string, message: string): void {
    this.errors.push({ field, message });
  }

  check(condition: boolean, field: string, message: string): void {
    if (!condition) this.add(field, message);
  }

  throwIfAny(): void {
    if (this.errors.length === 0) return;
    throw new ProblemError(400, 'Bad Request', this.errors.map((e) => `${e.field}: ${e.message}`).join('; '), {
      code: 'VALIDATION',
      errors: this.errors,
    });
  }
}

export function conflict(code: string, field: string, detail: string): ProblemError {
  return new ProblemError(409, 'Conflict', detail, { code, errors: [{ field, message: detail }] });
}

/** A 400 naming one field (VALIDATION, as FieldErrors raises it), with its own detail when given. */
export function badField(field: string, message: string, detail = message): ProblemError {
  return new ProblemError(400, 'Bad Request', detail, { code: 'VALIDATION', errors: [{ field, message }] });
}
