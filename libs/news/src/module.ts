import { contentCatalog } from '@church/content/catalog';
import { loadModuleCatalog } from '@church/i18n';
import type { ChurchModule } from '@church/routing';
import type { ComponentType } from 'react';
import { newsCatalog } from './catalog';
import { newsPaths } from './paths';
import { newsItemPageData, newsListPageData } from './page-data';
import { church } from '../package.json';

/** A lazy screen whose code and catalog load together. */
const screen = (load: () => Promise<ComponentType>) => async () => {
  const [Component] = await Promise.all([load(), loadModuleCatalog(newsCatalog), loadModuleCatalog(contentCatalog)]);
  return { Component };
};

/** The church's news (MOD_NOTICIA); a NOTICIA notification opens its news item. */
export const newsModule = {
  code: church.code,
  routes: [
    { layout: 'DEFAULT', route: { path: newsPaths.list.path, handle: { data: newsListPageData }, lazy: screen(async () => (await import('./list/news-page')).NewsPage) } },
    {
      layout: 'DEFAULT',
      route: { path: newsPaths.detail.path, handle: { data: newsItemPageData }, lazy: screen(async () => (await import('./detail/news-item-page')).NewsItemPage) },
    },
  ],
  notificationTargets: { NOTICIA: (newsId) => newsPaths.detail.href(newsId) },
} satisfies ChurchModule;
