import { DataPage } from './data-page';

export { AccountPage } from './account-page';
export { AddressesPage } from './addresses-page';
export { ChangePasswordPage, ChangePasswordSuccessPage } from './change-password-page';
export { ChildrenPage } from './children-page';
export { ChurchPage } from './church-page';
export { ConfirmDeleteUserPage, DeleteUserPage, DeleteUserSuccessPage } from './delete-user-pages';
export { NotificationsPage } from './notifications-page';

export function MyDetailsPage() {
  return <DataPage purpose="data" />;
}

export function DataUpdatePage() {
  return <DataPage purpose="data-update" />;
}
