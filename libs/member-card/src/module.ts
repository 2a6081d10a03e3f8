import { msg } from '@lingui/core/macro';
import { loadModuleCatalog } from '@church/i18n';
import type { AuthRequirement, ChurchModule, ChurchRoute, LayoutName } from '@church/routing';
import type { ComponentType } from 'react';
import { memberCardCatalog } from './catalog';
import { memberCardPaths } from './paths';
import { church } from '../package.json';

type Screens = typeof import('./member-card-screens');

/** A member card screen: its code (with qrcode) and catalog load together. */
const screen = (layout: LayoutName, path: string, auth: AuthRequirement | undefined, pick: (screens: Screens) => ComponentType): ChurchRoute => ({
  layout,
  route: {
    path,
    ...(auth ? { handle: { auth } } : {}),
    lazy: async () => {
      const [screens] = await Promise.all([import('./member-card-screens'), loadModuleCatalog(memberCardCatalog)]);
      return { Component: pick(screens) };
    },
  },
});

/**
 * Member card (every church): the member's card in their area (login required), its print page in the
 * EMBED layout, and the public check its QR code opens.
 */
export const memberCardModule = {
  code: church.code,
  routes: [
    screen('DEFAULT', memberCardPaths.card.path, 'required', (screens) => screens.MemberCardPage),
    screen('EMBED', memberCardPaths.print.path, 'required', (screens) => screens.PrintMemberCardPage),
    screen('DEFAULT', memberCardPaths.verify.path, undefined, (screens) => screens.VerifyCardPage),
  ],
  accountLinks: [{ id: 'member-card', order: 15, to: memberCardPaths.card.href(), label: msg`Member card`, loadCatalog: () => loadModuleCatalog(memberCardCatalog) }],
} satisfies ChurchModule;
