/** Query keys of the member card module: a member's card at a church, and a code's check. */
export const memberCardKeys = {
  all: ['member-card'] as const,
  card: (igreja: number, usuario: number) => [...memberCardKeys.all, 'card', igreja, usuario] as const,
  verify: (igreja: number, code: string) => [...memberCardKeys.all, 'verify', igreja, code] as const,
};
