/** Which note a member took on a broadcast, on this device: the key it is typed under and, once made, its id. */
export interface BroadcastNoteLink {
  key: string;
  id: number | null;
}

/** The storage key of a member's note on a broadcast at a church. */
const storageKey = (igreja: number, usuario: number, broadcastId: number) => `church-web:live-notes:${igreja}:${usuario}:${broadcastId}`;

function storage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    return null;
  }
}

export function readBroadcastNoteLink(igreja: number, usuario: number, broadcastId: number): BroadcastNoteLink | null {
  try {
    const value = JSON.parse(storage()?.getItem(storageKey(igreja, usuario, broadcastId)) ?? 'null') as Partial<BroadcastNoteLink> | null;
    if (!value || typeof value.key !== 'string') return null;
    return { key: value.key, id: typeof value.id === 'number' ? value.id : null };
  } catch {
    return null;
  }
}

export function writeBroadcastNoteLink(igreja: number, usuario: number, broadcastId: number, link: BroadcastNoteLink): void {
  try {
    storage()?.setItem(storageKey(igreja, usuario, broadcastId), JSON.stringify(link));
  } catch {
    // Storage full or refused: the note is still found by its title on the next visit.
  }
}
