import { loadModuleCatalog } from '@church/i18n';
import type { ChurchModule } from '@church/routing';
import type { ComponentType } from 'react';
import { chatCatalog } from './catalog';
import { chatPaths } from './paths';
import { church } from '../package.json';

/** A lazy screen whose code and catalog load together. */
const screen = (load: () => Promise<ComponentType>) => async () => {
  const [Component] = await Promise.all([load(), loadModuleCatalog(chatCatalog)]);
  return { Component };
};

/** Chat (MOD_CULTO). */
export const chatModule = {
  code: church.code,
  routes: [
    { layout: 'DEFAULT', route: { path: chatPaths.list.path, lazy: screen(async () => (await import('./list/chat-page')).ChatPage) } },
  ],
} satisfies ChurchModule;
