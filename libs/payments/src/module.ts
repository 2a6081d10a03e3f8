import { msg } from '@lingui/core/macro';
import { loadModuleCatalog } from '@church/i18n';
import { paymentUiCatalog } from '@church/payment-ui/catalog';
import type { ChurchModule, ChurchRoute } from '@church/routing';
import type { ComponentType } from 'react';
import { redirect } from 'react-router';
import { paymentsCatalog } from './catalog';
import { paymentsPaths } from './paths';
import { church } from '../package.json';

const loadCatalog = () => loadModuleCatalog(paymentsCatalog);
const screens = () => import('./payments-screens');

/** A screen of the member's payments (§6: login required): its code and catalogs (its own, the payment components') load together. */
const memberScreen = (path: string, load: () => Promise<ComponentType>): ChurchRoute => ({
  layout: 'DEFAULT',
  route: {
    path,
    handle: { auth: 'required' },
    lazy: async () => {
      const [Component] = await Promise.all([load(), loadCatalog(), loadModuleCatalog(paymentUiCatalog)]);
      return { Component };
    },
  },
});

/**
 * Payments (no module code: every church that takes payments has them, whichever modules sell or
 * collect): a payment's state by its code, whatever it paid for (tickets, a gift), and the member's saved
 * cards. Its form and hooks are imported by the modules that take payments (`@church/payments`).
 */
export const paymentsModule = {
  code: church.code,
  routes: [
    memberScreen(paymentsPaths.payment.path, async () => (await screens()).PaymentPage),
    memberScreen(paymentsPaths.cards.path, async () => (await screens()).CardsPage),
    memberScreen(paymentsPaths.addCard.path, async () => (await screens()).AddCardPage),
    memberScreen(paymentsPaths.deleteCard.path, async () => (await screens()).DeleteCardPage),
    // §2: a bare /user/payment goes home.
    { layout: 'DEFAULT', route: { path: paymentsPaths.bare.path, loader: () => redirect('/') } },
  ],
  accountLinks: [{ id: 'cards', order: 30, to: paymentsPaths.cards.href(), label: msg`My cards`, loadCatalog }],
} satisfies ChurchModule;
