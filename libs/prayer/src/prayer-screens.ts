// The member's screens (sharing, deleting, their own requests), in one chunk: they are reached one after another.
export { NewPrayerPage } from './new/new-prayer-page';
export { NewPrayerSuccessPage } from './new/new-prayer-success-page';
export { DeletePrayerPage, DeletePrayerSuccessPage } from './delete/delete-prayer-pages';
export { MyPrayersPage } from './account/my-prayers-page';
export { MyPrayerPage } from './account/my-prayer-page';
