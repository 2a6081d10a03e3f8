import { msg } from '@lingui/core/macro';
import { loadModuleCatalog } from '@church/i18n';
import type { ChurchModule } from '@church/routing';
import { chatCatalog } from './catalog';
import { chatPaths } from './paths';
import { church } from '../package.json';

const loadCatalog = () => loadModuleCatalog(chatCatalog);

/**
 * The chat (MOD_CULTO, the live service's code): a panel beside the live page's stream, the same
 * chat alone at /embed/chat for another site's frame, and beside the player of a ticket's exclusive
 * content, that content's chat among the event's ticket holders, wherever the church has events
 * (MOD_EVENTO, as package.json's manifest says), live service or not; and there too, staff's list of
 * those content chats at /user/content-chats, linked from the account menu for staff.
 */
export const chatModule = {
  code: church.code,
  routes: [
    {
      layout: 'EMBED',
      route: {
        path: chatPaths.embed.path,
        // The chat decides for itself once a stored session is restored (a member joins as themselves).
        handle: { auth: 'optional' },
        lazy: async () => {
          const [{ EmbedChatPage }] = await Promise.all([import('./embed/embed-chat-page'), loadCatalog()]);
          return { Component: EmbedChatPage };
        },
      },
    },
    {
      layout: 'DEFAULT',
      route: {
        path: chatPaths.contentChats.path,
        // The content chats come with the events, whether or not the church has a live service.
        handle: { auth: 'required', module: 'MOD_EVENTO' },
        lazy: async () => {
          const [{ ContentChatsPage }] = await Promise.all([import('./private/content-chats-page'), loadCatalog()]);
          return { Component: ContentChatsPage };
        },
      },
    },
  ],
  accountLinks: [{ id: 'content-chats', order: 70, to: chatPaths.contentChats.href(), label: msg`Content chats`, staffOnly: true, loadCatalog }],
  livePanels: [
    {
      id: 'chat',
      order: 10,
      title: msg`Chat`,
      loadCatalog,
      load: async () => {
        const [{ LiveChatPanel }] = await Promise.all([import('./panel/live-chat-panel'), loadCatalog()]);
        return LiveChatPanel;
      },
    },
  ],
  ticketContentPanels: [
    {
      id: 'chat',
      order: 10,
      loadCatalog,
      load: async () => {
        const [{ ContentChatPanel }] = await Promise.all([import('./content/content-chat-panel'), loadCatalog()]);
        return ContentChatPanel;
      },
    },
  ],
} satisfies ChurchModule;
