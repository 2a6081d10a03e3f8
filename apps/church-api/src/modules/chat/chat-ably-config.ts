import { Rest } from 'ably';

/**
 * Where ably-js in the browser connects (its default endpoint `main.realtime.ably.net`, its fallbacks
 * `main.[a-e].fallback.ably-realtime.com` and its connectivity checks on `ably-realtime.com`), over
 * WebSocket or HTTPS: the pages' `connect-src` with an Ably key.
 */
export const ABLY_CONNECT_SOURCES = ['wss://*.ably.net', 'https://*.ably.net', 'wss://*.ably-realtime.com', 'https://*.ably-realtime.com'];

/** Whether the chat goes through Ably (`ABLY_API_KEY` set). */
export const usesAbly = (env: NodeJS.ProcessEnv) => Boolean(env.ABLY_API_KEY?.trim());

/** An Ably API key as Ably's dashboard gives it: `{appId}.{keyId}:{secret}`. */
const ABLY_KEY = /^[\w-]+\.[\w-]+:\S+$/;

/**
 * The Ably REST client of the chat when `ABLY_API_KEY` is set, null otherwise (the chat then stays on
 * its own WebSocket). The key stays on the server: it signs token requests locally and authorises the
 * server's publishes. A malformed key stops the start rather than failing each publish later.
 */
export function ablyRestFor(env: NodeJS.ProcessEnv): Rest | null {
  if (!usesAbly(env)) return null;
  const key = env.ABLY_API_KEY?.trim() ?? '';
  if (!ABLY_KEY.test(key)) throw new Error('ABLY_API_KEY is not an Ably API key ({appId}.{keyId}:{secret}, as the Ably dashboard shows it)');
  // JSON rather than MessagePack: the data is JSON text either way.
  return new Rest({ key, useBinaryProtocol: false });
}
