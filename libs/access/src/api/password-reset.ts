import { type ApiClient, expectOk } from '@church/data-access';

/** Sends the password-reset e-mail; `captcha` is the widget's solution. */
export async function requestPasswordReset(api: ApiClient, churchCode: string, email: string, captcha?: string): Promise<void> {
  await expectOk(api.POST('/security/recuperar-senha', { body: { email, igreja: churchCode, ...(captcha ? { captcha } : {}) } }));
}

/** Sets a new password with the token of a reset link. */
export async function resetPassword(api: ApiClient, token: string, senha: string): Promise<void> {
  await expectOk(api.POST('/security/redefinir-senha', { body: { token, senha } }));
}
