import { msg } from '@lingui/core/macro';
import { loadModuleCatalog } from '@church/i18n';
import { paymentUiCatalog } from '@church/payment-ui/catalog';
import { paymentsCatalog } from '@church/payments/catalog';
import type { ChurchModule, ChurchRoute } from '@church/routing';
import type { ComponentType } from 'react';
import { redirect } from 'react-router';
import { playCatalog } from './catalog';
import { playContentPageData, playHomePageData, playPlansPageData, playSearchPageData } from './page-data';
import { playPaths } from './paths';
import { church } from '../package.json';

/** A lazy screen whose code and catalog load together. */
const screen = (load: () => Promise<ComponentType>) => async () => {
  const [Component] = await Promise.all([load(), loadModuleCatalog(playCatalog)]);
  return { Component };
};

/** A screen that pays or shows payments: the payment form's and the payment components' catalogs load with it. */
const paymentScreen = (load: () => Promise<ComponentType>) => async () => {
  const [Component] = await Promise.all([load(), loadModuleCatalog(playCatalog), loadModuleCatalog(paymentsCatalog), loadModuleCatalog(paymentUiCatalog)]);
  return { Component };
};

/** An address of the area that only leads to its home (§2: unknown paths under /play, and /subscription/*). */
const toPlayHome = (path: string): ChurchRoute => ({ layout: 'PLAY', route: { path, loader: () => redirect(playPaths.home.href()) } });

const contentScreens = () => import('./detail/content-page');

/** The subscription video area (MOD_ASSINATURA), in the PLAY layout, and the member's subscriptions in the member area. */
export const playModule = {
  code: church.code,
  routes: [
    { layout: 'PLAY', route: { path: playPaths.home.path, handle: { data: playHomePageData }, lazy: screen(async () => (await import('./home/play-home-page')).PlayHomePage) } },
    { layout: 'PLAY', route: { path: playPaths.plans.path, handle: { data: playPlansPageData }, lazy: screen(async () => (await import('./plans/plans-page')).PlansPage) } },
    { layout: 'PLAY', route: { path: playPaths.video.path, handle: { data: playContentPageData }, lazy: screen(async () => (await contentScreens()).VideoPage) } },
    { layout: 'PLAY', route: { path: playPaths.collection.path, handle: { data: playContentPageData }, lazy: screen(async () => (await contentScreens()).CollectionPage) } },
    { layout: 'PLAY', route: { path: playPaths.search.path, handle: { data: playSearchPageData }, lazy: screen(async () => (await import('./search/search-page')).SearchPage) } },
    { layout: 'PLAY', route: { path: playPaths.watch.path, handle: { auth: 'required' }, lazy: screen(async () => (await import('./watch/watch-page')).WatchPage) } },
    { layout: 'PLAY', route: { path: playPaths.checkout.path, handle: { auth: 'required' }, lazy: paymentScreen(async () => (await import('./checkout/checkout-page')).CheckoutPage) } },
    { layout: 'DEFAULT', route: { path: playPaths.subscriptions.path, handle: { auth: 'required' }, lazy: paymentScreen(async () => (await import('./subscriptions/my-subscriptions-page')).MySubscriptionsPage) } },
    toPlayHome('/play/*'),
    toPlayHome('/subscription'),
    toPlayHome('/subscription/*'),
  ],
  accountLinks: [{ id: 'subscriptions', order: 45, to: playPaths.subscriptions.href(), label: msg`My subscriptions`, loadCatalog: () => loadModuleCatalog(playCatalog) }],
} satisfies ChurchModule;
