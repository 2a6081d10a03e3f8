/** Query keys of the payments library, one factory so that every query agrees. */
export const paymentsKeys = {
  all: ['payments'] as const,
  cards: (userId: number, slug: string) => ['payments', 'cards', userId, slug] as const,
  allCards: () => ['payments', 'cards'] as const,
  installments: (slug: string, valor: number, flagJuros: boolean, max: number) => ['payments', 'installments', slug, valor, flagJuros, max] as const,
  payment: (userId: number, code: string) => ['payments', 'payment', userId, code] as const,
};
