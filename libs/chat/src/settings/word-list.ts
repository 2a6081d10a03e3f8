/** The server's bounds on the church's own blocked words (openapi/chat.yaml, ChatPalavrasBloqueadas). */
export const MAX_BLOCKED_WORDS = 200;
export const MAX_WORD_LENGTH = 40;

/** What is wrong with a list as typed, naming the line (1-based) where there is one. */
export type WordListProblem = { kind: 'space'; line: number; word: string } | { kind: 'long'; line: number } | { kind: 'too-many'; count: number };

/**
 * A textarea's lines as the words to send: each trimmed, blank lines skipped, each word once (without
 * case); or the first problem the server would refuse (a space inside a word, over 40 characters, over
 * 200 words).
 */
export function parseWordList(text: string): { words: string[] } | { problem: WordListProblem } {
  const words: string[] = [];
  const seen = new Set<string>();
  const lines = text.split(/\r?\n/);
  for (const [index, raw] of lines.entries()) {
    const word = raw.trim();
    if (!word) continue;
    if (/\s/u.test(word)) return { problem: { kind: 'space', line: index + 1, word } };
    if ([...word].length > MAX_WORD_LENGTH) return { problem: { kind: 'long', line: index + 1 } };
    const key = word.toLocaleLowerCase();
    if (seen.has(key)) continue;
    seen.add(key);
    words.push(key);
  }
  if (words.length > MAX_BLOCKED_WORDS) return { problem: { kind: 'too-many', count: words.length } };
  return { words };
}
