// The member card's screens in one chunk: the card, its print page and the check of its code share the card and the QR code.
export { MemberCardPage } from './screens/member-card-page';
export { PrintMemberCardPage } from './screens/print-member-card-page';
export { VerifyCardPage } from './screens/verify-card-page';
