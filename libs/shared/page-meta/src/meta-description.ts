/** §9: a meta description is cut to 160 characters. */
export const META_DESCRIPTION_LIMIT = 160;

/** Plain text of at most 160 characters: markup removed, white space folded, cut at a word with an ellipsis. */
export function metaDescription(text: string | null | undefined): string {
  const plain = (text ?? '')
    .replace(/<[^>]*>/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  if (plain.length <= META_DESCRIPTION_LIMIT) return plain;
  const room = plain.slice(0, META_DESCRIPTION_LIMIT - 1);
  const lastSpace = room.lastIndexOf(' ');
  return `${(lastSpace > 100 ? room.slice(0, lastSpace) : room).trimEnd()}…`;
}
