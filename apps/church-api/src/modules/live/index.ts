// The live module's public face: what the app and the modules that declare 'live' in dependsOn may import.
// Everything else in this folder is its own.
export { liveModule } from './module';
export { broadcastChatOf, type BroadcastChat } from './broadcast-chat';
export type { ChatAccess } from './schema';
/** The broadcasts table, for modules that keep something per broadcast (the songs of a service's setlist). */
export { transmissao } from './schema';
