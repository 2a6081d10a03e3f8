import { atom } from 'jotai';

export type MessageType = 'success' | 'info' | 'warning' | 'error';

/** §3 "App state": a message per context, with its type and an optional helper text. */
export interface BagMessage {
  type: MessageType;
  message: string;
  helper?: string;
}

/** The context the error page reads its message from. */
export const ERROR_PAGE_CONTEXT = 'ERROR_PAGE';

export const messageBagAtom = atom<Record<string, BagMessage>>({});
messageBagAtom.debugLabel = 'messageBagAtom';

export const putMessageAtom = atom(null, (get, set, update: { context: string; message: BagMessage }) => {
  set(messageBagAtom, { ...get(messageBagAtom), [update.context]: update.message });
});
putMessageAtom.debugLabel = 'putMessageAtom';

export const clearMessageAtom = atom(null, (get, set, context: string) => {
  const { [context]: _removed, ...rest } = get(messageBagAtom);
  set(messageBagAtom, rest);
});
clearMessageAtom.debugLabel = 'clearMessageAtom';
