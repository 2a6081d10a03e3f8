/** The longest search the server takes. */
export const MAX_SEARCH = 100;

/** The words to send: trimmed, at most 100 characters, and only when a letter or digit is there to find. */
export function searchTerms(text: string): string {
  const terms = text.trim().slice(0, MAX_SEARCH).trim();
  return /[\p{L}\p{N}]/u.test(terms) ? terms : '';
}
