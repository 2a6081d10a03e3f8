// The screens of giving and of the member's giving, in one chunk: they are reached one after another.
export { GivePage } from './give/give-page';
export { GiveThankYouPage } from './give/give-thank-you-page';
export { MyGivingPage } from './account/my-giving-page';
export { GivingStatementPage } from './account/giving-statement-page';
