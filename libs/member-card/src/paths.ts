import { routePath } from '@church/routing';

/** What the print page's address may carry (§2 "Embed layout"). */
export interface PrintCardQuery {
  /** The member whose card is printed (the signed-in member's when left out; another's for the church's staff). */
  userId?: number;
  /** The church whose card it is; another church than the site's is not found. */
  memberChurchId?: number;
  /** `false`: the print dialog opens as soon as the card is ready, without the page's print button. */
  showCard?: boolean;
}

/** The member card's addresses: the member's card in their area, its print page in the EMBED layout, and the public check of its QR code. */
export const memberCardPaths = {
  card: routePath('/user/member-card'),
  print: routePath<[query?: PrintCardQuery]>('/embed/print-member-card', (query = {}) => {
    const search = new URLSearchParams();
    if (query.userId !== undefined) search.set('userId', String(query.userId));
    if (query.memberChurchId !== undefined) search.set('memberChurchId', String(query.memberChurchId));
    if (query.showCard !== undefined) search.set('showCard', String(query.showCard));
    const text = search.toString();
    return text ? `/embed/print-member-card?${text}` : '/embed/print-member-card';
  }),
  /**
   * The check a card's QR code opens. The code rides in the query: a path ending in `.<letters>` is
   * taken for a file by the server (and by caches in front of it), and the code's last part may be
   * letters only.
   */
  verify: routePath('/member-card/verify', (code: string) => `/member-card/verify?${new URLSearchParams({ code }).toString()}`),
};

/** A code as the API takes it, or null when it could be none (invalid without asking). */
export function parseCardCode(raw: string | undefined): string | null {
  return raw && /^[A-Za-z0-9_-]{22}\.[1-9][0-9]{0,9}\.[A-Za-z0-9_-]{86}$/.test(raw) ? raw : null;
}

/** A positive id from the address, or null. */
export function parseId(raw: string | null): number | null {
  if (raw === null || !/^[1-9][0-9]{0,9}$/.test(raw)) return null;
  const id = Number(raw);
  return id <= 2147483647 ? id : null;
}
