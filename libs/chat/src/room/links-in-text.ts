/** A piece of a message: text as typed, or an http(s) address found in it. */
export type TextPart = { kind: 'text'; text: string } | { kind: 'link'; text: string; href: string };

const ADDRESS = /\bhttps?:\/\/[^\s<>"]+/gi;
/** Punctuation that ends a sentence rather than an address ("see https://x.org/a."). */
const TRAILING = `.,;:!?'")]`;

/** The address without the sentence's punctuation after it; a closing bracket stays when it closes one the address opened ("Psalm_(music)"). */
function trimTrailing(address: string): string {
  let end = address.length;
  while (end > 0 && TRAILING.includes(address.charAt(end - 1))) {
    if (address[end - 1] === ')') {
      const kept = address.slice(0, end);
      const count = (bracket: string) => kept.split(bracket).length - 1;
      if (count('(') >= count(')')) break;
    }
    end--;
  }
  return address.slice(0, end);
}

function safeHref(candidate: string): string | null {
  try {
    const url = new URL(candidate);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.href : null;
  } catch {
    return null;
  }
}

/** A message's text split into plain text and http(s) links (never markup: React renders both as text). */
export function linksInText(text: string): TextPart[] {
  const parts: TextPart[] = [];
  let from = 0;
  for (const match of text.matchAll(ADDRESS)) {
    const address = trimTrailing(match[0]);
    const href = safeHref(address);
    const start = match.index ?? 0;
    if (!href) continue;
    if (start > from) parts.push({ kind: 'text', text: text.slice(from, start) });
    parts.push({ kind: 'link', text: address, href });
    from = start + address.length;
  }
  if (from < text.length) parts.push({ kind: 'text', text: text.slice(from) });
  return parts;
}
