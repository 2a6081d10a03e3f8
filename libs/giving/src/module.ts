import { msg } from '@lingui/core/macro';
import { loadModuleCatalog } from '@church/i18n';
import { paymentUiCatalog } from '@church/payment-ui/catalog';
import { paymentsCatalog } from '@church/payments/catalog';
import type { ChurchModule, ChurchRoute } from '@church/routing';
import { type ComponentType, lazy } from 'react';
import { redirect } from 'react-router';
import { givingCatalog } from './catalog';
import { givingPageData } from './page-data';
import { givingPaths } from './paths';
import { church } from '../package.json';

/** A lazy screen whose code and catalogs (its own, the payment form's and the payment components') load together. */
const screen = (load: () => Promise<ComponentType>) => async () => {
  const [Component] = await Promise.all([load(), loadModuleCatalog(givingCatalog), loadModuleCatalog(paymentsCatalog), loadModuleCatalog(paymentUiCatalog)]);
  return { Component };
};

const screens = () => import('./giving-screens');

/** A screen of the member's own giving (§6: login required). */
const memberScreen = (path: string, load: () => Promise<ComponentType>): ChurchRoute => ({
  layout: 'DEFAULT',
  route: { path, handle: { auth: 'required' }, lazy: screen(load) },
});

/** The home's giving section, loaded with the module's catalog after the home's first paint. */
const loadGivingSection = async () => {
  const [section] = await Promise.all([import('./home/giving-section'), loadModuleCatalog(givingCatalog)]);
  return section.GivingSection;
};
const GivingSection = lazy(async () => ({ default: await loadGivingSection() }));

/** The live page's giving panel, loaded with the module's catalog when it is first shown. */
const loadGivePanel = async () => {
  const [panel] = await Promise.all([import('./live/give-panel'), loadModuleCatalog(givingCatalog)]);
  return panel.GivePanel;
};

/** Giving (MOD_DOACAO): one-off and recurring donations by reason, and the member's giving and statements. */
export const givingModule = {
  code: church.code,
  routes: [
    // Members and visitors give (a visitor once: the screen says so); rendered on the server as a visitor sees it.
    { layout: 'DEFAULT', route: { path: givingPaths.give.path, handle: { data: givingPageData }, lazy: screen(async () => (await screens()).GivePage) } },
    { layout: 'DEFAULT', route: { path: givingPaths.thankYou.path, handle: { auth: 'optional' }, lazy: screen(async () => (await screens()).GiveThankYouPage) } },
    // §2: /doacoes goes to the giving home (a redirect from the server too).
    { layout: 'DEFAULT', route: { path: givingPaths.doacoes.path, loader: () => redirect(givingPaths.give.href()) } },
    memberScreen(givingPaths.mine.path, async () => (await screens()).MyGivingPage),
    memberScreen(givingPaths.statement.path, async () => (await screens()).GivingStatementPage),
  ],
  accountLinks: [{ id: 'giving', order: 40, to: givingPaths.mine.href(), label: msg`My giving`, loadCatalog: () => loadModuleCatalog(givingCatalog) }],
  homeSections: [{ id: 'giving', order: 30, Component: GivingSection, load: loadGivingSection, wake: 'reach', data: givingPageData }],
  livePanels: [{ id: 'giving', order: 400, title: msg`Giving`, loadCatalog: () => loadModuleCatalog(givingCatalog), load: loadGivePanel }],
} satisfies ChurchModule;
