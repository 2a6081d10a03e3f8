import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import type { ChurchStoryParameters } from '@church/testing/mock-api';
import { createChatServer, storyMember } from '../mocks/chat-api';
import { contentsFailing, contentsListed, contentsLoading } from '../mocks/chat-contents-api';
import { channelsFor, prayersFailing, prayersListed, prayersLoading } from '../mocks/chat-prayers-api';
import { createFakeChatSockets } from '../mocks/fake-chat-sockets';
import { withChatSockets } from '../mocks/with-chat-sockets';
import { LiveChatTabs } from './live-chat-tabs';

const sockets = createFakeChatSockets();
const server = createChatServer(sockets, { member: storyMember(true) });
const viewerServer = createChatServer(sockets);

/** The live chat panel's own tabs: the chat, and beside it staff's hosts, prayer requests and content chats, or a viewer's "Ask for prayer". */
const meta = {
  title: 'Chat/LiveChatTabs',
  component: LiveChatTabs,
  args: { broadcastId: 7 },
  parameters: { msw: { handlers: { ...viewerServer.handlers, channel: channelsFor('viewer') } } } satisfies ChurchStoryParameters,
  decorators: [withChatSockets(sockets, { height: '36rem' })],
  beforeEach: () => {
    sockets.reset();
    server.reset();
    viewerServer.reset();
  },
} satisfies Meta<typeof LiveChatTabs>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A guest: the chat, and "Ask for prayer" beside it, which first asks their name. */
export const GuestViewer: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Good morning, church! Watching from Lisbon.')).toBeVisible();
    await expect(canvas.queryByRole('tab', { name: 'Hosts' })).toBeNull();
    await userEvent.click(canvas.getByRole('tab', { name: 'Ask for prayer' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Start a private conversation' }));
    await expect(await within(canvas.getByRole('tabpanel')).findByRole('textbox')).toBeVisible();
  },
};

/** A member asks for prayer: their private conversation with the hosts opens. */
export const MemberAsksForPrayer: Story = {
  parameters: { session: 'member' } satisfies ChurchStoryParameters,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('tab', { name: 'Ask for prayer' }));
    await userEvent.click(await canvas.findByRole('button', { name: 'Start a private conversation' }));
    await expect(await canvas.findByText("Only you and the church's hosts can read this conversation.")).toBeVisible();
    await waitFor(() => expect(sockets.sockets.some((socket) => /canais\/oracao-7-membro-7\/ao-vivo$/.test(socket.url))).toBe(true));
  },
};

/** Staff: everyone's chat, the hosts' channel and the prayer requests, moved between with the arrow keys. */
export const Staff: Story = {
  parameters: { session: 'member', msw: { handlers: { ...server.handlers, channel: channelsFor('staff'), prayers: prayersListed() } } } satisfies ChurchStoryParameters,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('tab', { name: 'Hosts' })).toBeVisible();
    const chat = canvas.getByRole('tab', { name: 'Everyone' });
    await expect(canvas.queryByRole('tab', { name: 'Ask for prayer' })).toBeNull();
    chat.focus();
    await userEvent.keyboard('{ArrowRight}');
    await expect(canvas.getByRole('tab', { name: 'Hosts' })).toHaveAttribute('aria-selected', 'true');
    await waitFor(() => expect(sockets.sockets.some((socket) => /canais\/anfitrioes-7\/ao-vivo$/.test(socket.url))).toBe(true));
    await userEvent.keyboard('{ArrowRight}');
    await expect(canvas.getByRole('tab', { name: 'Prayer requests' })).toHaveAttribute('aria-selected', 'true');
    const list = await canvas.findByRole('list', { name: 'Prayer requests' });
    await expect(within(list).getByText('Waiting for a host')).toBeVisible();
    await expect(within(list).getByText('Answered by Ana Souza')).toBeVisible();
    await userEvent.click(within(list).getByRole('button', { name: /Ruth/ }));
    await expect(await canvas.findByText('Praying with Ruth')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'All prayer requests' }));
    await expect(await canvas.findByRole('list', { name: 'Prayer requests' })).toBeVisible();
  },
};

const openPrayers = async (canvasElement: HTMLElement) => {
  const canvas = within(canvasElement);
  await userEvent.click(await canvas.findByRole('tab', { name: 'Prayer requests' }));
  return canvas;
};

/** Staff, before anyone asked for prayer. */
export const StaffNoPrayerRequests: Story = {
  parameters: { session: 'member', msw: { handlers: { ...server.handlers, channel: channelsFor('staff'), prayers: prayersListed([]) } } } satisfies ChurchStoryParameters,
  play: async ({ canvasElement }) => {
    const canvas = await openPrayers(canvasElement);
    await expect(await canvas.findByText('No prayer requests yet.')).toBeVisible();
  },
};

/** Staff, while the prayer requests load. */
export const StaffPrayerRequestsLoading: Story = {
  parameters: { session: 'member', msw: { handlers: { ...server.handlers, channel: channelsFor('staff'), prayers: prayersLoading() } } } satisfies ChurchStoryParameters,
  play: async ({ canvasElement }) => {
    const canvas = await openPrayers(canvasElement);
    await expect(await canvas.findByText('Loading the prayer requests')).toBeInTheDocument();
  },
};

/** Staff, when the prayer requests cannot be read: a way to try again. */
export const StaffPrayerRequestsError: Story = {
  parameters: { session: 'member', msw: { handlers: { ...server.handlers, channel: channelsFor('staff'), prayers: prayersFailing() } } } satisfies ChurchStoryParameters,
  play: async ({ canvasElement }) => {
    const canvas = await openPrayers(canvasElement);
    await expect(await canvas.findByRole('button', { name: 'Try again' })).toBeVisible();
  },
};

const openContents = async (canvasElement: HTMLElement) => {
  const canvas = within(canvasElement);
  await userEvent.click(await canvas.findByRole('tab', { name: 'Content chats' }));
  return canvas;
};

/** Staff: the chats of the events' exclusive contents, the busiest first with its reports; one opens to moderate, and back. */
export const StaffContentChats: Story = {
  parameters: { session: 'member', msw: { handlers: { ...server.handlers, channel: channelsFor('staff'), contents: contentsListed() } } } satisfies ChurchStoryParameters,
  play: async ({ canvasElement }) => {
    const canvas = await openContents(canvasElement);
    const list = await canvas.findByRole('list', { name: 'Content chats' });
    const [first, second, third] = within(list).getAllByRole('button');
    await expect(first).toHaveTextContent('Welcome and introduction');
    await expect(first).toHaveTextContent('2 reported');
    await expect(first).toHaveTextContent('14 messages');
    await expect(second).toHaveTextContent('No messages yet');
    await expect(third).toHaveTextContent('closed');
    await userEvent.click(first as HTMLElement);
    await waitFor(() => expect(sockets.sockets.some((socket) => /canais\/conteudo-12-31\/ao-vivo$/.test(socket.url))).toBe(true));
    await userEvent.click(canvas.getByRole('button', { name: 'All content chats' }));
    await expect(await canvas.findByRole('list', { name: 'Content chats' })).toBeVisible();
  },
};

/** Staff of a church whose events have no exclusive content. */
export const StaffNoContentChats: Story = {
  parameters: { session: 'member', msw: { handlers: { ...server.handlers, channel: channelsFor('staff'), contents: contentsListed([]) } } } satisfies ChurchStoryParameters,
  play: async ({ canvasElement }) => {
    const canvas = await openContents(canvasElement);
    await expect(await canvas.findByText('No event has exclusive content, so there are no content chats.')).toBeVisible();
  },
};

/** Staff, while the content chats load. */
export const StaffContentChatsLoading: Story = {
  parameters: { session: 'member', msw: { handlers: { ...server.handlers, channel: channelsFor('staff'), contents: contentsLoading() } } } satisfies ChurchStoryParameters,
  play: async ({ canvasElement }) => {
    const canvas = await openContents(canvasElement);
    await expect(await canvas.findByText('Loading the content chats')).toBeInTheDocument();
  },
};

/** Staff, when the content chats cannot be read: a way to try again. */
export const StaffContentChatsError: Story = {
  parameters: { session: 'member', msw: { handlers: { ...server.handlers, channel: channelsFor('staff'), contents: contentsFailing() } } } satisfies ChurchStoryParameters,
  play: async ({ canvasElement }) => {
    const canvas = await openContents(canvasElement);
    await expect(await canvas.findByRole('button', { name: 'Try again' })).toBeVisible();
  },
};
