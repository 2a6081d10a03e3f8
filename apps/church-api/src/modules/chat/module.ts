import type { ServerModule } from '@church/api-platform/server-module';

/** Chat (MOD_CULTO): the live broadcasts' chat. Contract: openapi/chat.yaml, served under /chat/v1. */
export const chatModule: ServerModule = {
  name: 'chat',
  dependsOn: ['church', 'live'],
  code: 'MOD_CULTO',
};
