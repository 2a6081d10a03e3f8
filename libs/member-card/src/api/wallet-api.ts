import { useMutation, useQuery } from '@tanstack/react-query';
import type { paths } from '@church/contracts-member-card';
import { ApiError, moduleApi, unwrap, useChurch, useDataAccess } from '@church/data-access';
import { memberCardKeys } from './member-card-keys';

const retryServerErrors = (failures: number, error: Error) => !(error instanceof ApiError && error.status < 500) && failures < 2;

/** Which wallet passes the church offers (none unless it configured them with `npm run church:wallet`). */
export function useWallets(enabled: boolean) {
  const { clients } = useDataAccess();
  const church = useChurch();
  const api = moduleApi<paths>(clients);
  return useQuery({
    queryKey: memberCardKeys.wallets(church.id),
    queryFn: () => unwrap(api.GET('/usuario-carteirinha/carteiras', { params: { query: { igreja: church.id } } })),
    enabled,
    retry: retryServerErrors,
  });
}

/** Where the browser goes: a seam the stories replace (jsdom does not navigate). */
export const walletNavigation = {
  assign: (url: string) => window.location.assign(url),
  /** Hands the .pkpass to the browser, which opens it in Wallet (the download needs the member's token, so a plain link would not do). */
  saveFile: (file: Blob, name: string) => {
    const url = URL.createObjectURL(file);
    const link = document.createElement('a');
    link.href = url;
    link.download = name;
    document.body.append(link);
    link.click();
    link.remove();
    setTimeout(() => URL.revokeObjectURL(url), 1000);
  },
};

/** Asks the server for the member's Google Wallet save link, then goes there. */
export function useSaveToGoogleWallet(usuario: number) {
  const { clients } = useDataAccess();
  const church = useChurch();
  const api = moduleApi<paths>(clients);
  return useMutation({
    mutationFn: async () => {
      const { url } = await unwrap(api.GET('/usuario-carteirinha/google-wallet', { params: { query: { usuario, igreja: church.id } } }));
      if (!url.startsWith('https://pay.google.com/')) throw new Error('Unexpected Google Wallet address');
      walletNavigation.assign(url);
    },
  });
}

/** Asks the server for the member's Apple Wallet pass and hands it to the browser. */
export function useAddToAppleWallet(usuario: number) {
  const { clients } = useDataAccess();
  const church = useChurch();
  const api = moduleApi<paths>(clients);
  return useMutation({
    mutationFn: async () => {
      const result = await api.GET('/usuario-carteirinha/apple-pass', { params: { query: { usuario, igreja: church.id } }, parseAs: 'blob' });
      const pass = await unwrap(Promise.resolve(result));
      const name = /filename="([^"]+)"/.exec(result.response.headers.get('content-disposition') ?? '')?.[1] ?? 'member-card.pkpass';
      walletNavigation.saveFile(new Blob([pass as Blob], { type: 'application/vnd.apple.pkpass' }), name);
    },
  });
}
