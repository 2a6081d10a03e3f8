import { type ApiClient, unwrap } from '@church/data-access';

export type AccountStatus = 'none' | 'inactive' | 'active';

/** The e-mail step (§2 /access): is there an account for this e-mail, and is it active? */
export async function lookupAccount(api: ApiClient, email: string): Promise<AccountStatus> {
  const { usuarios } = await unwrap(api.GET('/user/', { params: { query: { email } } }));
  const [account] = usuarios;
  if (!account) return 'none';
  return account.flagAtivo ? 'active' : 'inactive';
}
