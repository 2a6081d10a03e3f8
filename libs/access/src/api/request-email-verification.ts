import { type ApiClient, expectOk } from '@church/data-access';

/** Sends the activation e-mail of an inactive account (§2: an existing inactive account triggers it). */
export async function requestEmailVerification(api: ApiClient, churchCode: string, email: string): Promise<void> {
  await expectOk(api.POST('/security/solicitar-verificacao-email/', { params: { query: { igreja: churchCode, email } } }));
}
