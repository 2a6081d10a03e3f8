import { useLingui } from '@lingui/react/macro';
import type { CartaoSalvo } from '@church/contracts-payments';

/** How a saved card reads: "VISA •••• 4242, expires 12/40". */
export function useCardLabel() {
  const { t } = useLingui();
  return (card: CartaoSalvo) => {
    const brand = card.bandeira.toUpperCase();
    const last = card.ultimosDigitos;
    const expiry = card.validade;
    return t`${brand} •••• ${last}, expires ${expiry}`;
  };
}
