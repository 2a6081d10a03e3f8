import fc from 'fast-check';

/**
 * The patterns `String.prototype.replace` interprets in a string replacement (`$$`, `$&`, `` $` ``,
 * `$'`, `$1`, `$<name>`): text that carries them breaks any template filled with `replace(…, text)`.
 */
export const REPLACEMENT_PATTERNS = ["$'", '$&', '$`', '$1', '$$', '$<name>', '$0', '$12', '$<', '$'] as const;

/** Text as people write it, with the replacement patterns, markup and quotes mixed in anywhere. */
export function textWithReplacementPatterns(options: { minLength?: number; maxLength?: number } = {}): fc.Arbitrary<string> {
  const piece = fc.oneof(
    { weight: 3, arbitrary: fc.constantFrom(...REPLACEMENT_PATTERNS) },
    { weight: 1, arbitrary: fc.constantFrom('</head>', '</body>', '<div id="root"></div>', '</script>', '"', "'", '\\', '\u2028') },
    { weight: 2, arbitrary: fc.string({ maxLength: 8 }) },
  );
  return fc
    .array(piece, { minLength: 1, maxLength: 12 })
    .map((pieces) => pieces.join(''))
    .filter((text) => text.length >= (options.minLength ?? 1) && text.length <= (options.maxLength ?? Number.POSITIVE_INFINITY));
}

/** `text` with one replacement pattern inserted at some place (a value otherwise kept as it was). */
export function withReplacementPattern(text: string): fc.Arbitrary<string> {
  return fc
    .tuple(fc.constantFrom(...REPLACEMENT_PATTERNS), fc.nat({ max: text.length }))
    .map(([pattern, at]) => text.slice(0, at) + pattern + text.slice(at));
}
