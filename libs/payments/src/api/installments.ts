import { useQuery } from '@tanstack/react-query';
import type { paths } from '@church/contracts-payments';
import { moduleApi, unwrap, useChurch, useDataAccess } from '@church/data-access';
import { paymentsKeys } from './payments-keys';

/** The card instalment options for an amount, with or without interest (§4 "labelled with or without interest"). */
export function useInstallmentOptions(valor: number, flagJuros: boolean, maxParcelas: number, enabled: boolean) {
  const { clients } = useDataAccess();
  const church = useChurch();
  const api = moduleApi<paths>(clients);
  return useQuery({
    queryKey: paymentsKeys.installments(church.slug, valor, flagJuros, maxParcelas),
    queryFn: async () =>
      (await unwrap(api.GET('/igreja/{slug}/calcula-taxas-parcelamento-juros', { params: { path: { slug: church.slug }, query: { valor, flagJuros, maxParcelas } } }))).data.data,
    enabled: enabled && valor > 0,
    staleTime: 60_000,
  });
}
