import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import type { ChurchStoryParameters } from '@church/testing/mock-api';
import { createChatServer, storyMember } from '../mocks/chat-api';
import { contentsForbidden, contentsListed } from '../mocks/chat-contents-api';
import { channelsFor } from '../mocks/chat-prayers-api';
import { createFakeChatSockets } from '../mocks/fake-chat-sockets';
import { withChatSockets } from '../mocks/with-chat-sockets';
import { ContentChatsPage } from './content-chats-page';

const sockets = createFakeChatSockets();
const server = createChatServer(sockets, { member: storyMember(true) });

/** /user/content-chats: staff's list of the events' content chats, for churches with or without a live service. */
const meta = {
  title: 'Chat/ContentChatsPage',
  component: ContentChatsPage,
  parameters: { session: 'member', msw: { handlers: { ...server.handlers, channel: channelsFor('staff'), contents: contentsListed() } } } satisfies ChurchStoryParameters,
  decorators: [withChatSockets(sockets)],
  beforeEach: () => {
    sockets.reset();
    server.reset();
  },
} satisfies Meta<typeof ContentChatsPage>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Staff: the lessons' chats; the first opens with the keyboard, to moderate in place. */
export const Staff: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Content chats' })).toBeVisible();
    const list = await canvas.findByRole('list', { name: 'Content chats' });
    const [first] = within(list).getAllByRole('button');
    first?.focus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(sockets.sockets.some((socket) => /canais\/conteudo-12-31\/ao-vivo$/.test(socket.url))).toBe(true));
    await expect(canvas.getByText('Welcome and introduction')).toBeVisible();
  },
};

/** A member who is not staff (someone who typed the address): told the list is the staff's. */
export const NotStaff: Story = {
  parameters: { msw: { handlers: { contents: contentsForbidden() } } } satisfies ChurchStoryParameters,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText("Only the church's staff see the content chats.")).toBeVisible();
  },
};
