import { routePath } from '@church/routing';

/** The giving module's addresses. */
export const givingPaths = {
  give: routePath('/give'),
  /** §2: the old address of the giving home. */
  doacoes: routePath('/doacoes'),
  thankYou: routePath('/give/thank-you'),
  mine: routePath('/user/giving'),
  statement: routePath('/user/giving/statement/:year', (year: number) => `/user/giving/statement/${year}`),
};
