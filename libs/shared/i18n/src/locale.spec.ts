import { describe, expect, it } from 'vitest';
import { churchLocale, normaliseIdioma, resolveLocale } from './locale';

describe('normaliseIdioma', () => {
  it('turns underscores into hyphens and lower-cases, defaulting to en', () => {
    expect(normaliseIdioma('pt_BR')).toBe('pt-br');
    expect(normaliseIdioma('ES')).toBe('es');
    expect(normaliseIdioma('')).toBe('en');
    expect(normaliseIdioma(null)).toBe('en');
  });
});

describe('resolveLocale', () => {
  it('prefers the church language', () => {
    expect(resolveLocale({ idioma: 'pt_BR', browserLanguage: 'en-US' })).toBe('pt-BR');
    expect(resolveLocale({ idioma: 'es', browserLanguage: 'pt-BR' })).toBe('es');
    expect(resolveLocale({ idioma: 'en_US', browserLanguage: 'es' })).toBe('en');
  });

  it('falls back to the first two letters of the browser language', () => {
    expect(resolveLocale({ browserLanguage: 'pt-PT' })).toBe('pt-BR');
    expect(resolveLocale({ browserLanguage: 'es-419' })).toBe('es');
    expect(resolveLocale({ idioma: 'fr_FR', browserLanguage: 'es-MX' })).toBe('es');
  });

  it('falls back to English', () => {
    expect(resolveLocale({ browserLanguage: 'de-DE' })).toBe('en');
    expect(resolveLocale({})).toBe('en');
  });
});

describe('churchLocale', () => {
  it('names the interface language of a church language the site has, and none for one it lacks', () => {
    expect(churchLocale('pt_BR')).toBe('pt-BR');
    expect(churchLocale('es_ES')).toBe('es');
    expect(churchLocale('en_US')).toBe('en');
    expect(churchLocale('fr_FR')).toBeNull();
    expect(churchLocale('')).toBeNull();
    expect(churchLocale(null)).toBeNull();
  });
});
