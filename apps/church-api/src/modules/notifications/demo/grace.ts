import type { NotificationsDemo } from './notifications-demo';

export const GRACE_NOTIFICATIONS: NotificationsDemo = {
  notices: [
    { titulo: 'Church picnic on Sunday', corpo: 'Join us after the 10 am service for our fall picnic on the lawn. Bring a dish to share!', daysAgo: 1 },
    { titulo: 'Volunteers needed for the food pantry', corpo: 'Our Saturday food pantry needs four more volunteers this month. Sign up at the welcome desk.', daysAgo: 4 },
    { titulo: 'New members class', corpo: 'The next new members class starts on the first Sunday of the month, at 9 am in room 2.', daysAgo: 9 },
  ],
  welcome: { titulo: 'Welcome to Grace!', corpo: 'Your account is ready. Complete your profile so that we can get to know you better.' },
};
