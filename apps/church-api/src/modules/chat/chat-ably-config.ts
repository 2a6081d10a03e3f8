import { Rest } from 'ably';

/** An Ably API key as Ably's dashboard gives it: `{appId}.{keyId}:{secret}`. */
const ABLY_KEY = /^[\w-]+\.[\w-]+:\S+$/;

/**
 * The Ably REST client of the chat when `ABLY_API_KEY` is set, null otherwise (the chat then stays on
 * its own WebSocket). The key stays on the server: it signs token requests locally and authorises the
 * server's publishes. A malformed key stops the start rather than failing each publish later.
 */
export function ablyRestFor(env: NodeJS.ProcessEnv): Rest | null {
  const key = env.ABLY_API_KEY?.trim();
  if (!key) return null;
  if (!ABLY_KEY.test(key)) throw new Error('ABLY_API_KEY is not an Ably API key ({appId}.{keyId}:{secret}, as the Ably dashboard shows it)');
  // JSON rather than MessagePack: the data is JSON text either way.
  return new Rest({ key, useBinaryProtocol: false });
}
