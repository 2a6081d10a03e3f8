// The product's route table, for what no library serves yet (modules not built). Its own file so that
// it loads only when a navigation or a notification needs it, not with the church home.
export { moduleCodeOfArea, productNotificationTarget } from '@church/routing';
