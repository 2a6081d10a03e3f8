import { useLingui } from '@lingui/react/macro';

/** What the card and bank fields say when they are wrong, and when the gateway refuses a card as typed. */
export function usePaymentFieldMessages() {
  const { t } = useLingui();
  return {
    card: { required: t`This field is required.`, number: t`Check the card number.`, expiry: t`Use MM/YY.`, cvv: t`3 or 4 digits.` },
    ach: { required: t`This field is required.`, account: t`4 to 17 digits.`, routing: t`9 digits.` },
    cardRefused: t`Some card information is incorrect. Please check it.`,
    cardFieldsNotReady: t`The card fields are not ready yet. Please try again.`,
  };
}
