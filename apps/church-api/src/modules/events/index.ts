// The events module's public face: what the app and the modules that declare 'events' in dependsOn may import.
// Everything else in this folder is its own.
export { eventsModule } from './module';
/** The exclusive content of an event and who holds a ticket that opens it, for the content's chat. */
export { contentChatOf, contentChatsOf, holdsContentTicket, type ContentChat, type ContentChatListing } from './content-chat';
