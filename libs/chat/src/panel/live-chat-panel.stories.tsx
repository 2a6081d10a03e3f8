import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { storyLivePanelProps } from '@church/testing/live-panel-props';
import type { ChurchStoryParameters } from '@church/testing/mock-api';
import { createChatServer } from '../mocks/chat-api';
import { createFakeChatSockets } from '../mocks/fake-chat-sockets';
import { withChatSockets } from '../mocks/with-chat-sockets';
import { LiveChatPanel } from './live-chat-panel';

const sockets = createFakeChatSockets();
const server = createChatServer(sockets);

/** The chat as the live page's panel, for the broadcast on its stage. */
const meta = {
  title: 'Chat/LiveChatPanel',
  component: LiveChatPanel,
  args: storyLivePanelProps(),
  parameters: { msw: { handlers: server.handlers } } satisfies ChurchStoryParameters,
  decorators: [withChatSockets(sockets)],
  beforeEach: () => {
    sockets.reset();
    server.reset();
  },
} satisfies Meta<typeof LiveChatPanel>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The broadcast's channel, `transmissao-7`, live. */
export const OnStage: Story = {
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('Good morning, church! Watching from Lisbon.')).toBeVisible();
    await waitFor(() => expect(sockets.sockets[0]?.url).toMatch(/\/chat\/v1\/igreja\/[^/]+\/canais\/transmissao-7\/ao-vivo$/));
  },
};

/** No broadcast on the stage. */
export const NoBroadcast: Story = {
  args: storyLivePanelProps({ broadcastId: null, title: null, startsAt: null, endsAt: null }),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('No chat for now.')).toBeVisible();
    await expect(sockets.sockets).toHaveLength(0);
  },
};
