import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import type { ChurchStoryParameters } from '@church/testing/mock-api';
import { type ChatServerOptions, channelFailing, channelLoading, chatHttp, createChatServer, SAMUEL, storyChannel } from '../mocks/chat-api';
import { createFakeChatSockets } from '../mocks/fake-chat-sockets';
import { withChatSockets } from '../mocks/with-chat-sockets';
import { problem } from '@church/testing/mock-api';
import { ContentChatPanel } from './content-chat-panel';

const sockets = createFakeChatSockets();
/** The private channel of the story's content: event 26's content 1, for its ticket holders. */
const contentChannel = storyChannel({ id: 'conteudo-26-1', titulo: 'Welcome and introduction', acesso: 'membros' });
const options: ChatServerOptions = { channel: contentChannel };
const server = createChatServer(sockets, options);

/** The chat beside a ticket's exclusive content, on the mocked chat API and live connections the story drives. */
const meta = {
  title: 'Chat/ContentChatPanel',
  component: ContentChatPanel,
  args: { eventId: 26, ticketId: 501, contentId: 1, title: 'Welcome and introduction' },
  parameters: { session: 'member', msw: { handlers: server.handlers } } satisfies ChurchStoryParameters,
  decorators: [withChatSockets(sockets)],
  beforeEach: () => {
    sockets.reset();
    server.reset(options);
  },
} satisfies Meta<typeof ContentChatPanel>;
export default meta;
type Story = StoryObj<typeof meta>;

const log = (canvasElement: HTMLElement) => within(canvasElement).findByRole('log', { name: 'Chat messages' });

/**
 * A ticket holder reads the content's conversation, joins as themselves (their sign-in, no name asked),
 * writes with the keyboard alone, and sees another holder's message arrive live.
 */
export const TicketHolder: Story = {
  play: async ({ canvasElement }) => {
    const user = userEvent.setup();
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('region', { name: 'Chat' })).toBeVisible();
    await expect(canvas.getByText("Only the event's ticket holders and the church's hosts can read this conversation.")).toBeVisible();
    const messages = within(await log(canvasElement));
    await expect(await messages.findByText('Good morning, church! Watching from Lisbon.')).toBeVisible();
    const field = await canvas.findByLabelText('Message');
    await expect(canvas.queryByLabelText('Your name')).toBeNull();
    await user.click(field);
    await user.keyboard('Page 3 answers my question{Enter}');
    await expect(await messages.findByText('Page 3 answers my question')).toBeVisible();
    await expect(field).toHaveValue('');
    await expect(server.joins).toEqual([{ bearer: true }]);
    await expect(server.sends).toEqual([expect.objectContaining({ texto: 'Page 3 answers my question', token: 'token-membro-7' })]);
    await waitFor(() => expect(sockets.sockets.some((socket) => /canais\/conteudo-26-1\/ao-vivo$/.test(socket.url))).toBe(true));
    await waitFor(() => expect(sockets.openCount()).toBe(1));
    server.arrive(SAMUEL, 'Thanks, I had missed it.');
    await expect(await messages.findByText('Thanks, I had missed it.')).toBeVisible();
  },
};

/** Nobody has written about this content yet. */
export const Empty: Story = {
  beforeEach: () => server.reset({ ...options, history: () => [] }),
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('No messages yet. Say hello!')).toBeVisible();
  },
};

/** While the channel loads. */
export const Loading: Story = {
  parameters: { msw: { handlers: { ...server.handlers, channel: channelLoading() } } } satisfies ChurchStoryParameters,
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('Loading the chat')).toBeInTheDocument();
  },
};

/** The channel cannot be read: the error and a way to try again. */
export const Failed: Story = {
  parameters: { msw: { handlers: { ...server.handlers, channel: channelFailing() } } } satisfies ChurchStoryParameters,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('alert')).toHaveTextContent('An error occurred while fetching the data. Please try again.');
    await expect(canvas.getByRole('button', { name: 'Try again' })).toBeVisible();
  },
};

/** Someone the server does not let in (no paid ticket of the event): it answers as if there were no such chat. */
export const NotATicketHolder: Story = {
  parameters: {
    msw: {
      handlers: { ...server.handlers, channel: chatHttp.get('/igreja/{slug}/canais/{canal}', ({ response }) => response(404).json(problem(404, { code: 'CANAL_NAO_ENCONTRADO' }))) },
    },
  } satisfies ChurchStoryParameters,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('This chat is only for holders of a paid ticket for this event.')).toBeVisible();
    await expect(canvas.queryByLabelText('Message')).toBeNull();
  },
};
