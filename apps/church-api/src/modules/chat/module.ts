import type { ServerModule } from '@church/api-platform/server-module';
import { seedChatDemo } from './demo/seed-chat-demo';
import { chatHandlers } from './chat-handlers';
import { ChatRepository } from './chat-repository';

/** Chat (MOD_CULTO). Contract: openapi/modules/chat.yaml. */
export const chatModule: ServerModule = {
  name: 'chat',
  dependsOn: ['church'],
  code: 'MOD_CULTO',
  seedDemo: seedChatDemo,
  routes: ({ database }) => ({ handlers: chatHandlers(new ChatRepository(database.db)) }),
};
