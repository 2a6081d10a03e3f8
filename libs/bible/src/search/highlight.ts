/** A letter as the search compares it: lower-case, without its accents. */
function fold(character: string): string {
  return character.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
}

/**
 * The text in parts, those matching the query (ignoring case, accents and spacing, as the server's
 * search does) marked, for showing a search result with what was found in it.
 */
export function highlightParts(text: string, query: string): { text: string; match: boolean }[] {
  const wanted = [...query.trim()].map(fold).join('').replace(/\s+/g, ' ');
  if (!wanted) return [{ text, match: false }];
  const characters = [...text];
  const folded = characters.map((character) => (/\s/.test(character) ? ' ' : fold(character)));
  const parts: { text: string; match: boolean }[] = [];
  let start = 0;
  let index = 0;
  while (index < characters.length) {
    let length = 0;
    let position = index;
    let matched = '';
    while (position < characters.length && matched.length < wanted.length) {
      matched += folded[position];
      position += 1;
      length += 1;
    }
    if (matched === wanted) {
      if (index > start) parts.push({ text: characters.slice(start, index).join(''), match: false });
      parts.push({ text: characters.slice(index, index + length).join(''), match: true });
      index += length;
      start = index;
    } else {
      index += 1;
    }
  }
  if (start < characters.length) parts.push({ text: characters.slice(start).join(''), match: false });
  return parts;
}
