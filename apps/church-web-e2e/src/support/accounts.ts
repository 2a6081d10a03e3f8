import { expect, type Page } from '@playwright/test';
import { churchUrl } from './church-site';

/** The demo accounts of every church (README). */
export const DEMO_PASSWORD = 'Demo@2026';
export const memberOf = (code: string) => `member@${code}.example`;
export const staffOf = (code: string) => `staff@${code}.example`;

/** A CPF with valid check digits, different on every call. */
export function newCpf(): string {
  const digits = Array.from({ length: 9 }, () => Math.floor(Math.random() * 10));
  if (new Set(digits).size === 1) digits[0] = ((digits[0] ?? 0) + 1) % 10;
  const check = (length: number) => {
    const sum = digits.slice(0, length).reduce((total, digit, index) => total + digit * (length + 1 - index), 0);
    const rest = (sum * 10) % 11;
    return rest === 10 ? 0 : rest;
  };
  digits.push(check(9));
  digits.push(check(10));
  return digits.join('');
}

/**
 * Signs in through /access, in whichever of the three languages the church speaks: two page loads and
 * four steps of the form. For the tests about signing in; the others use `signInThroughApi` (sessions.ts).
 */
export async function signIn(page: Page, code: string, email: string, password = DEMO_PASSWORD, path = '/access') {
  await page.goto(churchUrl(code, path));
  await page.getByLabel(/^(E-mail|Correo electrónico)/).fill(email);
  await page.getByRole('button', { name: /^(Continue|Continuar)$/ }).click();
  await page.getByLabel(/^(Password|Senha|Contraseña)/).fill(password);
  await page.getByRole('button', { name: /^(Sign in|Entrar|Iniciar sesión)$/ }).click();
}

/** What the browser keeps of a session: the token in session storage, the refresh token in local storage. */
export async function storedSession(page: Page) {
  return page.evaluate(() => ({
    token: (JSON.parse(sessionStorage.getItem('church-web:store') ?? '{}') as { credentials?: { token?: string } }).credentials?.token ?? null,
    refreshToken: localStorage.getItem('church-web:refresh-token'),
  }));
}

export async function expectSignedOut(page: Page) {
  await expect.poll(() => storedSession(page)).toEqual({ token: null, refreshToken: null });
}
