export { persistedAtom, STORE_KEY } from './persisted-atom';
export { GLOBAL_LOADING, isGlobalLoadingAtom, loadingContextsAtom, setLoadingAtom } from './state/loading-contexts-atom';
export { clearMessageAtom, ERROR_PAGE_CONTEXT, messageBagAtom, putMessageAtom } from './state/message-bag-atom';
export type { BagMessage, MessageType } from './state/message-bag-atom';
export { accountAtom, churchAccountAtom, credentialsAtom, isLoggedInAtom } from './state/session-atom';
export type { Credentials, SessionAccount, SessionChurchAccount } from './state/session-atom';
export { sessionStatusAtom } from './state/session-status-atom';
export type { SessionStatus } from './state/session-status-atom';
