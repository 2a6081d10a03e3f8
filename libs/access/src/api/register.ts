import { type ApiClient, type RegistroRequest, unwrap } from '@church/data-access';

/**
 * Registers a new account with its church account here (no token), or completes the registration
 * of the signed-in account in this church (the session adds the token).
 */
export async function registerMember(api: ApiClient, igrejaId: number, body: RegistroRequest) {
  return unwrap(api.POST('/igreja/{client}/usuario/', { params: { path: { client: igrejaId } }, body }));
}
