/** The interface languages, as catalog names. */
export const SUPPORTED_LOCALES = ['en', 'pt-BR', 'es'] as const;
export type SupportedLocale = (typeof SUPPORTED_LOCALES)[number];
export const FALLBACK_LOCALE: SupportedLocale = 'en';

/** The church's `idioma` as the specification wants it: underscores become hyphens, lower-cased, default en. */
export function normaliseIdioma(idioma: string | null | undefined): string {
  const value = (idioma ?? '').trim().replaceAll('_', '-').toLowerCase();
  return value || 'en';
}

function matchSupported(tag: string): SupportedLocale | null {
  const lower = tag.toLowerCase();
  const exact = SUPPORTED_LOCALES.find((locale) => locale.toLowerCase() === lower);
  if (exact) return exact;
  const language = lower.slice(0, 2);
  return SUPPORTED_LOCALES.find((locale) => locale.slice(0, 2) === language) ?? null;
}

/** The interface language the church's `idioma` names, or null when it names none we have. */
export function churchLocale(idioma: string | null | undefined): SupportedLocale | null {
  return idioma ? matchSupported(normaliseIdioma(idioma)) : null;
}

/**
 * §1: the church's language when known, else the first two letters of the browser language,
 * with English as the fallback.
 */
export function resolveLocale(input: { idioma?: string | null; browserLanguage?: string | null }): SupportedLocale {
  const fromChurch = churchLocale(input.idioma);
  if (fromChurch) return fromChurch;
  const browser = (input.browserLanguage ?? '').slice(0, 2);
  return (browser && matchSupported(browser)) || FALLBACK_LOCALE;
}
