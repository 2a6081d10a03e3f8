/** Query keys of the signed-in account's data; sign-out removes everything under `all`. */
export const accountKeys = {
  all: ['account'] as const,
  me: () => [...accountKeys.all, 'me'] as const,
  churchAccounts: (userId: number, igrejaId: number) => [...accountKeys.all, userId, 'church-accounts', igrejaId] as const,
  roles: (userId: number, igrejaId: number) => [...accountKeys.all, userId, 'roles', igrejaId] as const,
};
