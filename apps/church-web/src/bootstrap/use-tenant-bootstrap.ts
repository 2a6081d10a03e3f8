import { useQuery } from '@tanstack/react-query';
import {
  getChurchQueryOptions,
  getMenuQueryOptions,
  getModulesQueryOptions,
  getPaymentMethodsQueryOptions,
  getVisualQueryOptions,
  type Igreja,
  type IgrejaAppMenu,
  type IgrejaVisual,
  type MetodoPagamento,
  type Modulo,
  useDataAccess,
} from '@church/data-access';

export type TenantStatus = 'loading' | 'ready' | 'inactive' | 'error';

export interface TenantState {
  status: TenantStatus;
  church: Igreja | null;
  modules: Modulo[];
  visual: IgrejaVisual | null;
  paymentMethods: MetodoPagamento[];
  menu: IgrejaAppMenu[];
}

/**
 * §4 "Bootstrap": the church loads first; an inactive church stops there. Otherwise modules,
 * visual, payment methods and menu load in parallel. The base data counts as loaded when church
 * and modules exist; any failure is an error, and failed loads count as empty.
 */
export function useTenantBootstrap(): TenantState {
  const { clients, tenant } = useDataAccess();
  const church = useQuery(getChurchQueryOptions(clients.api, tenant));
  const igreja = church.data ?? null;
  const active = igreja?.flagAtivo === true;
  const slug = igreja?.slug ?? '';
  const id = igreja?.id ?? 0;

  // Four queries, started together once the church is known to be active.
  const modules = useQuery({ ...getModulesQueryOptions(clients.api, slug), enabled: active });
  const visual = useQuery({ ...getVisualQueryOptions(clients.api, slug), enabled: active });
  const paymentMethods = useQuery({ ...getPaymentMethodsQueryOptions(clients.api, slug), enabled: active });
  const menu = useQuery({ ...getMenuQueryOptions(clients.api, id), enabled: active });

  const failed = church.isError || modules.isError || visual.isError || paymentMethods.isError || menu.isError;
  const state: TenantState = {
    status: 'loading',
    church: church.isError ? null : igreja,
    modules: modules.isError ? [] : (modules.data ?? []),
    visual: visual.isError ? null : (visual.data ?? null),
    paymentMethods: paymentMethods.isError ? [] : (paymentMethods.data ?? []),
    menu: menu.isError ? [] : (menu.data ?? []),
  };
  if (igreja && !igreja.flagAtivo) return { ...state, status: 'inactive' };
  if (failed) return { ...state, status: 'error' };
  if (igreja && modules.data) return { ...state, status: 'ready' };
  return state;
}
