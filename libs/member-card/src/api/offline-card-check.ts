import { useQuery } from '@tanstack/react-query';
import type { paths } from '@church/contracts-member-card';
import { moduleApi, unwrap, useChurch, useDataAccess } from '@church/data-access';
import { memberCardKeys } from './member-card-keys';

/** The public key of the church's card codes (RFC 8037 JWK). */
export interface CardCodeKey {
  kty: 'OKP';
  crv: 'Ed25519';
  x: string;
}

const storageKey = (igreja: number) => `church-web:member-card-key:${igreja}`;

function storedKey(igreja: number): CardCodeKey | undefined {
  try {
    const stored = JSON.parse(localStorage.getItem(storageKey(igreja)) ?? 'null') as CardCodeKey | null;
    return stored?.kty === 'OKP' && stored.crv === 'Ed25519' && typeof stored.x === 'string' ? stored : undefined;
  } catch {
    return undefined;
  }
}

/**
 * The church's card-code key: fetched whenever the check page is open with a network, and kept in this
 * browser, so that a steward who loses the network can still check codes from their signature.
 */
export function useCardCodeKey() {
  const { clients } = useDataAccess();
  const church = useChurch();
  const api = moduleApi<paths>(clients);
  return useQuery({
    queryKey: memberCardKeys.publicKey(church.id),
    queryFn: async () => {
      const { chave } = await unwrap(api.GET('/usuario-carteirinha/chave-publica/', { params: { query: { igreja: church.id } } }));
      try {
        localStorage.setItem(storageKey(church.id), JSON.stringify(chave));
      } catch {
        // A browser that keeps nothing checks online only.
      }
      return chave;
    },
    initialData: () => storedKey(church.id),
    // What is kept may be from another server secret: asked again whenever there is a network.
    initialDataUpdatedAt: 0,
    staleTime: 0,
  });
}

/**
 * Whether a code is one the church signed, from its Ed25519 signature alone (the server's signed text:
 * `member-card-code:v2.<church>.<reference>.<version>`). It cannot tell a rotated code or an ended
 * membership: only the server can.
 */
export async function isSignedByChurch(key: CardCodeKey, igreja: number, code: string): Promise<boolean> {
  const [referencia, versao, signature] = code.split('.');
  if (!referencia || !versao || !signature) return false;
  const publicKey = await crypto.subtle.importKey('jwk', key, { name: 'Ed25519' }, false, ['verify']);
  const bytes = Uint8Array.from(atob(signature.replace(/-/g, '+').replace(/_/g, '/')), (char) => char.charCodeAt(0));
  return crypto.subtle.verify({ name: 'Ed25519' }, publicKey, bytes, new TextEncoder().encode(`member-card-code:v2.${igreja}.${referencia}.${versao}`));
}

/** The offline check of a code, run only when `enabled` (the network is gone) and a key is kept. */
export function useOfflineCardCheck(code: string | null, key: CardCodeKey | undefined, enabled: boolean) {
  const church = useChurch();
  return useQuery({
    queryKey: memberCardKeys.offlineCheck(church.id, code ?? ''),
    queryFn: () => isSignedByChurch(key as CardCodeKey, church.id, code ?? ''),
    enabled: enabled && code !== null && key !== undefined,
    // It asks nothing of the network.
    networkMode: 'always',
    staleTime: Number.POSITIVE_INFINITY,
  });
}
