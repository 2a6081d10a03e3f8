import { type I18n, type Messages, setupI18n } from '@lingui/core';
import type { SupportedLocale } from '@church/i18n';

type Catalog = { messages: Messages };

// Every catalog of the workspace, compiled by the Lingui plugin into the server bundle: the shell's,
// the shared libraries' and every feature library's (found by their folders, not listed).
const catalogs = import.meta.glob<Catalog>(
  ['../locales/*.po', '../../../../libs/*/src/locales/*.po', '../../../../libs/shared/*/src/locales/*.po'],
  { eager: true },
);

const instances = new Map<SupportedLocale, I18n>();

/**
 * The server's translations in one locale: an instance of its own with every message, so that
 * requests in different languages never share the active locale.
 */
export function serverI18n(locale: SupportedLocale): I18n {
  let instance = instances.get(locale);
  if (!instance) {
    const messages = Object.entries(catalogs)
      .filter(([file]) => file.endsWith(`/${locale}.po`))
      .reduce<Messages>((all, [, catalog]) => Object.assign(all, catalog.messages), {});
    instance = setupI18n({ locale, messages: { [locale]: messages } });
    instances.set(locale, instance);
  }
  return instance;
}
