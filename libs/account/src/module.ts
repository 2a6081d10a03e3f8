import { type ComponentType, createElement } from 'react';
import { Navigate } from 'react-router';
import { formsCatalog } from '@church/forms';
import { loadModuleCatalog } from '@church/i18n';
import type { ChurchModule, ChurchRoute } from '@church/routing';
import { accountCatalog } from './catalog';
import { accountPaths } from './paths';
import { church } from '../package.json';

/** A screen of the member area: login required, code and catalogs loaded with it. */
const screen = (path: string, load: () => Promise<ComponentType>): ChurchRoute => ({
  layout: 'DEFAULT',
  route: {
    path,
    handle: { auth: 'required' },
    lazy: async () => {
      const [Component] = await Promise.all([load(), loadModuleCatalog(accountCatalog), loadModuleCatalog(formsCatalog)]);
      return { Component };
    },
  },
});

const screens = () => import('./screens');

/** An address of the area that only leads to another. */
const redirect = (path: string, to: string): ChurchRoute => ({
  layout: 'DEFAULT',
  route: { path, handle: { auth: 'required' }, element: createElement(Navigate, { to, replace: true }) },
});

/** The /user area (§2): the member's account, data, password, addresses, children and more. */
export const accountModule = {
  code: church.code,
  routes: [
    redirect('/user', accountPaths.account.path),
    redirect(accountPaths.update.path, accountPaths.data.path),
    screen(accountPaths.account.path, async () => (await screens()).AccountPage),
    screen(accountPaths.data.path, async () => (await screens()).MyDetailsPage),
    screen(accountPaths.dataUpdate.path, async () => (await screens()).DataUpdatePage),
    screen(accountPaths.changePassword.path, async () => (await screens()).ChangePasswordPage),
    screen(accountPaths.changePasswordSuccess.path, async () => (await screens()).ChangePasswordSuccessPage),
    screen(accountPaths.addresses.path, async () => (await screens()).AddressesPage),
    screen(accountPaths.children.path, async () => (await screens()).ChildrenPage),
    screen(accountPaths.notifications.path, async () => (await screens()).NotificationsPage),
    screen(accountPaths.deleteUser.path, async () => (await screens()).DeleteUserPage),
    screen(accountPaths.confirmDeleteUser.path, async () => (await screens()).ConfirmDeleteUserPage),
    screen(accountPaths.deleteUserSuccess.path, async () => (await screens()).DeleteUserSuccessPage),
    screen(accountPaths.church.path, async () => (await screens()).ChurchPage),
  ],
} satisfies ChurchModule;
