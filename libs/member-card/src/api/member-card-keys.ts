/** Query keys of the member card module: a member's card at a church, a code's check, and the codes' public key. */
export const memberCardKeys = {
  all: ['member-card'] as const,
  card: (igreja: number, usuario: number) => [...memberCardKeys.all, 'card', igreja, usuario] as const,
  verify: (igreja: number, code: string) => [...memberCardKeys.all, 'verify', igreja, code] as const,
  wallets: (igreja: number) => [...memberCardKeys.all, 'wallets', igreja] as const,
  publicKey: (igreja: number) => [...memberCardKeys.all, 'public-key', igreja] as const,
  offlineCheck: (igreja: number, code: string) => [...memberCardKeys.all, 'offline-check', igreja, code] as const,
};
