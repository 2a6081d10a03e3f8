import { useQuery } from '@tanstack/react-query';
import { getVisualQueryOptions, useChurch, useDataAccess } from '@church/data-access';
import { memberCardPaths } from '../paths';

/** What a card shows of its church (its name and logo) and where its QR code leads, on the church's own site. */
export function useCardFrame(code: string | undefined) {
  const church = useChurch();
  const { clients } = useDataAccess();
  const visual = useQuery(getVisualQueryOptions(clients.api, church.slug));
  const origin = typeof window === 'undefined' ? '' : window.location.origin;
  return {
    churchName: church.nome,
    logoUrl: visual.data?.logo?.url ?? null,
    verifyUrl: code ? `${origin}${memberCardPaths.verify.href(code)}` : '',
  };
}
