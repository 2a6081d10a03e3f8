import { type ApiClient, expectOk } from '@church/data-access';

/** Activates the account of an activation link. */
export async function verifyEmail(api: ApiClient, token: string): Promise<void> {
  await expectOk(api.POST('/security/verificar-email', { body: { token } }));
}
