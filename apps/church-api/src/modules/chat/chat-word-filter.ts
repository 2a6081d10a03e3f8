/**
 * The chat's word filter: a short list per language (the church's, from its `idioma`: pt, en or es)
 * and the words the church adds (`chat_configuracao.palavras_bloqueadas`). Whole words only, compared
 * without case or accents ("Mérda" is "merda"; "Scunthorpe" holds no word of the list).
 */
const BUILT_IN: Record<'pt' | 'en' | 'es', readonly string[]> = {
  pt: ['porra', 'caralho', 'merda', 'puta', 'puto', 'buceta', 'foda', 'fodase', 'foder', 'cacete', 'arrombado', 'vagabunda', 'otario', 'desgracado', 'cuzao'],
  en: ['fuck', 'fucking', 'fucker', 'motherfucker', 'shit', 'bullshit', 'bitch', 'asshole', 'bastard', 'cunt', 'dick', 'slut', 'whore'],
  es: ['mierda', 'puta', 'puto', 'joder', 'cono', 'cabron', 'pendejo', 'gilipollas', 'carajo', 'hijoputa', 'verga', 'chingada', 'culero'],
};

/** The language of a church's `idioma` (`pt_BR`, `en_US`, `es_ES`…), or null for another. */
export function chatLanguageOf(idioma: string): keyof typeof BUILT_IN | null {
  const language = idioma.slice(0, 2).toLowerCase();
  return language === 'pt' || language === 'en' || language === 'es' ? language : null;
}

/** A word as the filter compares it: lower case, without accents. */
export function normalisedWord(word: string): string {
  return word.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
}

/** The words of a text, normalised. */
function wordsOf(text: string): string[] {
  return normalisedWord(text)
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean);
}

/** The first filtered word of the text (as the filter has it), or null. Without a language of its own, every built-in list applies. */
export function filteredWord(text: string, idioma: string, churchWords: readonly string[]): string | null {
  const language = chatLanguageOf(idioma);
  const lists = language ? [BUILT_IN[language]] : Object.values(BUILT_IN);
  const blocked = new Set([...lists.flat(), ...churchWords.map(normalisedWord)]);
  return wordsOf(text).find((word) => blocked.has(word)) ?? null;
}
