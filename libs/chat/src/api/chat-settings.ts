import { unwrap } from '@church/data-access';
import type { ChatApi } from './use-chat-api';

/** The words the church adds to its chat's word filter (staff only: the server checks the role). */
export async function getBlockedWords(api: ChatApi, slug: string) {
  return (await unwrap(api.GET('/igreja/{slug}/chat/palavras-bloqueadas', { params: { path: { slug } } }))).palavras;
}

/** Replaces the church's words; the server's answer is the list as stored (lower case, without accents, each once). */
export async function setBlockedWords(api: ChatApi, slug: string, palavras: string[]) {
  return (await unwrap(api.PUT('/igreja/{slug}/chat/palavras-bloqueadas', { params: { path: { slug } }, body: { palavras } }))).palavras;
}

/** Sets the channel's slow mode (seconds between two messages of one person; 0 is off); the channel as it is now. */
export function setSlowMode(api: ChatApi, slug: string, channel: string, seconds: number) {
  return unwrap(api.PUT('/igreja/{slug}/canais/{canal}/modo-lento', { params: { path: { slug, canal: channel } }, body: { intervaloSegundos: seconds } }));
}
