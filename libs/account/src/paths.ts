import { routePath } from '@church/routing';

/** The /user area's screens (§2 "User area"). */
export const accountPaths = {
  account: routePath('/user/account'),
  data: routePath('/user/data', (redirectTo?: string) =>
    redirectTo ? `/user/data?redirectTo=${encodeURIComponent(redirectTo)}` : '/user/data',
  ),
  dataUpdate: routePath('/user/data-update', (redirectTo?: string) =>
    redirectTo ? `/user/data-update?redirectTo=${encodeURIComponent(redirectTo)}` : '/user/data-update',
  ),
  update: routePath('/user/update'),
  changePassword: routePath('/user/change-password'),
  changePasswordSuccess: routePath('/user/change-password/success'),
  addresses: routePath('/user/addresses'),
  children: routePath('/user/children'),
  notifications: routePath('/user/notifications'),
  deleteUser: routePath('/user/delete-user'),
  confirmDeleteUser: routePath('/user/confirm-delete-user'),
  deleteUserSuccess: routePath('/user/delete-user-success'),
  church: routePath('/user/church'),
};
