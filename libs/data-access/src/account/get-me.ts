import { queryOptions } from '@tanstack/react-query';
import { unwrap } from '../api-error';
import type { ApiClient } from '../clients';
import { accountKeys } from './account-keys';

/** The signed-in account (§7 GET /me). */
export function getMeQueryOptions(api: ApiClient) {
  return queryOptions({
    queryKey: accountKeys.me(),
    queryFn: async () => (await unwrap(api.GET('/me'))).usuario,
    staleTime: 60_000,
  });
}

/** The account's church accounts in one church (§7 GET /user/{id}/usuario?cliente=). */
export function getChurchAccountsQueryOptions(api: ApiClient, userId: number, igrejaId: number) {
  return queryOptions({
    queryKey: accountKeys.churchAccounts(userId, igrejaId),
    queryFn: async () =>
      (await unwrap(api.GET('/user/{id}/usuario', { params: { path: { id: userId }, query: { cliente: igrejaId } } }))).usuarios,
    staleTime: 60_000,
  });
}
