import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import type { ChurchStoryParameters } from '@church/testing/mock-api';
import { createChatServer, storyMember } from '../mocks/chat-api';
import { createFakeChatSockets } from '../mocks/fake-chat-sockets';
import { withChatSockets } from '../mocks/with-chat-sockets';
import { chatPaths } from '../paths';
import { EmbedChatPage } from './embed-chat-page';

const sockets = createFakeChatSockets();
const server = createChatServer(sockets);

/** /embed/chat in another site's frame. */
const meta = {
  title: 'Chat/EmbedChatPage',
  component: EmbedChatPage,
  parameters: {
    route: chatPaths.embed.href({ channel: 'transmissao-7', username: 'Lydia', limitMessages: 2 }),
    routePath: chatPaths.embed.path,
    msw: { handlers: server.handlers },
  } satisfies ChurchStoryParameters,
  decorators: [withChatSockets(sockets)],
  beforeEach: () => {
    sockets.reset();
    server.reset();
  },
} satisfies Meta<typeof EmbedChatPage>;
export default meta;
type Story = StoryObj<typeof meta>;

/** `username` fills the guest's name in; `limitMessages` takes the newest two. */
export const Guest: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByLabelText('Your name')).toHaveValue('Lydia');
    const log = within(canvas.getByRole('log', { name: 'Chat messages' }));
    await expect(await log.findByText('Praying for everyone who is sick today.', { exact: false })).toBeVisible();
    await expect(log.getAllByRole('listitem')).toHaveLength(2);
  },
};

/** `showManagement=true` for a member the server does not make a moderator: no tools. */
export const ShowManagementForAMember: Story = {
  parameters: { session: 'member', route: chatPaths.embed.href({ channel: 'transmissao-7', showManagement: true }) } satisfies ChurchStoryParameters,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(/Chatting as Ana Souza/)).toBeVisible();
    await expect(canvas.queryByRole('button', { name: /Moderate/ })).toBeNull();
  },
};

/** `showManagement=true` for staff (the server's `moderador`): the tools show. */
export const ShowManagementForStaff: Story = {
  parameters: { session: 'member', route: chatPaths.embed.href({ channel: 'transmissao-7', showManagement: true }) } satisfies ChurchStoryParameters,
  beforeEach: () => server.reset({ member: storyMember(true) }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect((await canvas.findAllByRole('button', { name: 'Moderate the message from Samuel Reis' })).length).toBeGreaterThan(0);
  },
};

/** Without `showManagement`, staff read the embedded chat without the tools. */
export const StaffWithoutShowManagement: Story = {
  parameters: { session: 'member', route: chatPaths.embed.href({ channel: 'transmissao-7' }) } satisfies ChurchStoryParameters,
  beforeEach: () => server.reset({ member: storyMember(true) }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(/Chatting as Ana Souza/)).toBeVisible();
    await expect(canvas.queryByRole('button', { name: /Moderate/ })).toBeNull();
  },
};

/** An address without a channel. */
export const NoChannel: Story = {
  parameters: { route: '/embed/chat' } satisfies ChurchStoryParameters,
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('No chat was chosen for this page.')).toBeVisible();
  },
};
