import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { STORE_KEY } from '@church/state';
import type { ChurchStoryParameters } from '@church/testing/mock-api';
import { channelFailing, channelLoading, createChatServer, RUTH, SAMUEL, STORY_CHANNEL, storyChannel, storyMember } from '../mocks/chat-api';
import { createFakeChatSockets } from '../mocks/fake-chat-sockets';
import { withChatSockets } from '../mocks/with-chat-sockets';
import { ChatView } from './chat-view';

const sockets = createFakeChatSockets();
const server = createChatServer(sockets);

/** The chat of a broadcast, on the mocked chat API and live connections the story drives. */
const meta = {
  title: 'Chat/ChatView',
  component: ChatView,
  args: { channel: STORY_CHANNEL },
  parameters: { msw: { handlers: server.handlers } } satisfies ChurchStoryParameters,
  decorators: [withChatSockets(sockets, { height: '32rem' })],
  beforeEach: () => {
    sockets.reset();
    server.reset();
  },
} satisfies Meta<typeof ChatView>;
export default meta;
type Story = StoryObj<typeof meta>;

const log = (canvasElement: HTMLElement) => within(canvasElement).findByRole('log', { name: 'Chat messages' });

/** A guest reads the conversation, gives a name to join (kept for the tab), and sends with Enter. */
export const GuestNamePrompt: Story = {
  play: async ({ canvasElement }) => {
    const user = userEvent.setup();
    const canvas = within(canvasElement);
    const messages = within(await log(canvasElement));
    await expect(await messages.findByText('Good morning, church! Watching from Lisbon.')).toBeVisible();
    await user.click(canvas.getByRole('button', { name: 'Join the chat' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Enter your name to join the chat.');
    await user.type(canvas.getByLabelText('Your name'), 'Lydia{Enter}');
    const field = await canvas.findByLabelText('Message');
    await expect(canvas.getByText(/Chatting as Lydia/)).toBeVisible();
    await expect(JSON.parse(sessionStorage.getItem(STORE_KEY) ?? '{}')).toMatchObject({ chatGuestName: 'Lydia' });
    await user.type(field, 'Hello from Boston{Shift>}{Enter}{/Shift}second line');
    await expect(field).toHaveValue('Hello from Boston\nsecond line');
    await user.keyboard('{Enter}');
    await expect(await messages.findByText(/Hello from Boston/)).toBeVisible();
    await expect(field).toHaveValue('');
    await waitFor(() => expect(canvas.queryByText('Sending…')).toBeNull());
    await expect(messages.getAllByText(/Hello from Boston/)).toHaveLength(1);
    await expect(server.sends).toEqual([expect.objectContaining({ texto: 'Hello from Boston\nsecond line', token: 'token-visitante-0a1b2c3d4e5f60718293a4b5c6d7e8f9' })]);
    await expect(server.joins).toEqual([{ nome: 'Lydia', bearer: false }]);
  },
};

/** Nobody has written yet. */
export const Empty: Story = {
  beforeEach: () => server.reset({ history: () => [] }),
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('No messages yet. Say hello!')).toBeVisible();
  },
};

/** The recent messages, links made safe, the count of viewers, and what arrives live. */
export const History: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const messages = within(await log(canvasElement));
    await expect(await messages.findByText('Ruth')).toBeVisible();
    const link = messages.getByRole('link', { name: 'https://bible.example/John.3.16' });
    await expect(link).toHaveAttribute('rel', 'noopener noreferrer nofollow ugc');
    await expect(link).toHaveAttribute('target', '_blank');
    await waitFor(() => expect(sockets.openCount()).toBe(1));
    sockets.send({ tipo: 'presenca', total: 12 });
    await expect(await canvas.findByText('12 watching')).toBeVisible();
    server.arrive(RUTH, '<b>Grace</b> and peace');
    await expect(await messages.findByText('<b>Grace</b> and peace')).toBeVisible();
    await expect(messages.getAllByRole('listitem')).toHaveLength(4);
  },
};

/** Gives the list a height and a scroll position, which jsdom has no layout for (a browser keeps its own). */
function scrollListTo(list: HTMLElement, top: number) {
  Object.defineProperty(list, 'scrollHeight', { configurable: true, value: 2_000 });
  Object.defineProperty(list, 'clientHeight', { configurable: true, value: 400 });
  list.scrollTop = top;
  list.dispatchEvent(new Event('scroll'));
}

/** The reader scrolled up: new messages wait below a button that goes down to them. */
export const ScrolledUpWithNewMessages: Story = {
  play: async ({ canvasElement }) => {
    const user = userEvent.setup();
    const canvas = within(canvasElement);
    const list = await log(canvasElement);
    await within(list).findByText('Ruth');
    await waitFor(() => expect(sockets.openCount()).toBe(1));
    scrollListTo(list, 100);
    server.arrive(SAMUEL, 'Let us pray together.');
    server.arrive(RUTH, 'Amen.');
    const pill = await canvas.findByRole('button', { name: /2 new messages/ });
    await expect(list.scrollTop).toBe(100);
    await user.click(pill);
    await waitFor(() => expect(canvas.queryByRole('button', { name: /new messages?/ })).toBeNull());
    await expect(list.scrollTop).toBeGreaterThan(100);
  },
};

/** A moderator (the server says so) deletes one message, then all of a person's, each after confirming. */
export const ModeratorView: Story = {
  parameters: { session: 'member' } satisfies ChurchStoryParameters,
  beforeEach: () => server.reset({ member: storyMember(true) }),
  play: async ({ canvasElement }) => {
    const user = userEvent.setup();
    const body = within(canvasElement.ownerDocument.body);
    const messages = within(await log(canvasElement));
    await messages.findByText('Good morning, church! Watching from Lisbon.');
    const menus = await messages.findAllByRole('button', { name: 'Moderate the message from Samuel Reis' });
    await user.click(menus[0]!);
    await user.click(body.getByRole('menuitem', { name: 'Delete message' }));
    let dialog = await body.findByRole('alertdialog', { name: 'Delete this message?' });
    await expect(within(dialog).getByText('Good morning, church! Watching from Lisbon.')).toBeVisible();
    await expect(within(dialog).getByRole('button', { name: 'Cancel' })).toHaveFocus();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(body.queryByRole('alertdialog')).toBeNull());
    await expect(messages.getByText('Good morning, church! Watching from Lisbon.')).toBeVisible();

    await user.click(messages.getAllByRole('button', { name: 'Moderate the message from Samuel Reis' })[0]!);
    await user.click(body.getByRole('menuitem', { name: 'Delete message' }));
    dialog = await body.findByRole('alertdialog', { name: 'Delete this message?' });
    await user.click(within(dialog).getByRole('button', { name: 'Delete message' }));
    await waitFor(() => expect(messages.queryByText('Good morning, church! Watching from Lisbon.')).toBeNull());

    // The keyboard reaches the second item of the menu.
    messages.getByRole('button', { name: 'Moderate the message from Ruth' }).focus();
    await user.keyboard('{ArrowDown}');
    await expect(body.getByRole('menuitem', { name: 'Delete message' })).toHaveFocus();
    await user.keyboard('{ArrowDown}{Enter}');
    dialog = await body.findByRole('alertdialog', { name: "Delete all of Ruth's messages?" });
    await user.click(within(dialog).getByRole('button', { name: 'Delete all messages' }));
    await waitFor(() => expect(messages.queryByText('Ruth')).toBeNull());
    await expect(server.messages().map((message) => message.autor.id)).toEqual([SAMUEL.id]);
  },
};

/**
 * Staff mute Ruth for 24 hours (shadow mute) from the same menu, after a confirmation; the connection
 * says who reads (their chat token), and Ruth's next message reaches staff marked "muted".
 */
export const ModeratorMutes: Story = {
  parameters: { session: 'member' } satisfies ChurchStoryParameters,
  beforeEach: () => server.reset({ member: storyMember(true) }),
  play: async ({ canvasElement }) => {
    const user = userEvent.setup();
    const body = within(canvasElement.ownerDocument.body);
    const messages = within(await log(canvasElement));
    await user.click(await messages.findByRole('button', { name: 'Moderate the message from Ruth' }));
    await user.click(body.getByRole('menuitem', { name: 'Mute this person for 24 hours' }));
    const dialog = await body.findByRole('alertdialog', { name: 'Mute Ruth for 24 hours?' });
    await expect(within(dialog).getByText(/nobody else does/)).toBeVisible();
    await user.click(within(dialog).getByRole('button', { name: 'Mute' }));
    await waitFor(() => expect(body.queryByRole('alertdialog')).toBeNull());
    await expect(server.mutes).toEqual([RUTH.id]);
    // Ruth's earlier messages stay; the connection identified itself with the staff member's chat token.
    await expect(messages.getByText(/The verses are here/)).toBeVisible();
    await waitFor(() => expect(sockets.sockets.at(-1)?.sent).toEqual([JSON.stringify({ tipo: 'identificar', token: 'token-membro-7' })]));
    await waitFor(() => expect(server.listTokens).toContain('token-membro-7'));
    server.arriveMuted(RUTH, 'Does anyone read me?');
    const item = (await messages.findByText('Does anyone read me?')).closest('li') as HTMLElement;
    await expect(within(item).getByText('muted')).toBeVisible();
  },
};

/**
 * Amen, heart and pray with the channel's counts: a guest reacts before joining (no token), with the
 * mouse and the keyboard; others' reactions arrive as totals on the live connection; the server's
 * limit shows as a short note.
 */
export const Reactions: Story = {
  play: async ({ canvasElement }) => {
    const user = userEvent.setup();
    const canvas = within(canvasElement);
    const group = await canvas.findByRole('group', { name: 'Reactions' });
    const reactions = within(group);
    await expect(await reactions.findByRole('button', { name: 'Amen (12)' })).toBeEnabled();
    await expect(reactions.getByRole('button', { name: 'Heart (5)' })).toBeVisible();
    await user.click(reactions.getByRole('button', { name: 'Pray (8)' }));
    await expect(await reactions.findByRole('button', { name: 'Pray (9)' })).toBeVisible();
    await expect(server.reacted).toEqual([{ reacao: 'oracao', token: null }]);
    // The keyboard: Tab reaches the buttons, Enter and Space react.
    reactions.getByRole('button', { name: 'Amen (12)' }).focus();
    await user.keyboard('{Enter}');
    await expect(await reactions.findByRole('button', { name: 'Amen (13)' })).toHaveFocus();
    await user.tab();
    await user.keyboard(' ');
    await expect(await reactions.findByRole('button', { name: 'Heart (6)' })).toHaveFocus();
    // Others react: the server's totals arrive on the live connection.
    await waitFor(() => expect(sockets.openCount()).toBe(1));
    server.reactionsFrom({ amem: 40, coracao: 2 });
    await expect(await reactions.findByRole('button', { name: 'Amen (53)' })).toBeVisible();
    await expect(reactions.getByRole('button', { name: 'Heart (8)' })).toBeVisible();
    server.refuseReactions(true);
    await user.click(reactions.getByRole('button', { name: 'Amen (53)' }));
    await expect(await reactions.findByText('Slow down a little before reacting again.')).toBeVisible();
    await expect(reactions.getByRole('button', { name: 'Amen (53)' })).toBeVisible();
  },
};

/** A reader reports Samuel's message to the hosts after a confirmation; their own messages have no report button. */
export const ReportAMessage: Story = {
  parameters: { session: 'member' } satisfies ChurchStoryParameters,
  play: async ({ canvasElement }) => {
    const user = userEvent.setup();
    const body = within(canvasElement.ownerDocument.body);
    const canvas = within(canvasElement);
    const messages = within(await log(canvasElement));
    await canvas.findByLabelText('Message');
    const buttons = await messages.findAllByRole('button', { name: 'Report the message from Samuel Reis' });
    await user.click(buttons[0] as HTMLElement);
    let dialog = await body.findByRole('alertdialog', { name: 'Report this message to the hosts?' });
    await expect(within(dialog).getByText('Good morning, church! Watching from Lisbon.')).toBeVisible();
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await expect(server.reports).toEqual([]);
    await user.click(messages.getAllByRole('button', { name: 'Report the message from Samuel Reis' })[0] as HTMLElement);
    dialog = await body.findByRole('alertdialog', { name: 'Report this message to the hosts?' });
    await user.click(within(dialog).getByRole('button', { name: 'Report' }));
    await expect(await canvas.findByText('Thank you. The hosts will look at the message.')).toBeVisible();
    await expect(server.reports).toEqual([{ id: '00000000-0000-4000-8000-000000000001', token: 'token-membro-7' }]);
    // The reader's own message: nothing to report.
    await user.type(canvas.getByLabelText('Message'), 'My own words{Enter}');
    const own = (await messages.findByText('My own words')).closest('li') as HTMLElement;
    await waitFor(() => expect(within(own).queryByRole('button', { name: /^Report/ })).toBeNull());
  },
};

/** Staff see how many reported each message and, above the conversation, how many messages were reported; new reports arrive live. */
export const ModeratorWithReports: Story = {
  parameters: { session: 'member' } satisfies ChurchStoryParameters,
  beforeEach: () => server.reset({ member: storyMember(true), reports: { '00000000-0000-4000-8000-000000000002': 3 } }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const messages = within(await log(canvasElement));
    const ruth = (await messages.findByText(/The verses are here/)).closest('li') as HTMLElement;
    await expect(await within(ruth).findByText('reported 3 times')).toBeVisible();
    await expect(canvas.getByText('1 reported message')).toBeVisible();
    await expect(messages.queryByRole('button', { name: /^Report the message/ })).toBeNull();
    await waitFor(() => expect(sockets.openCount()).toBe(1));
    server.reportedElsewhere('00000000-0000-4000-8000-000000000001');
    const samuel = messages.getByText('Good morning, church! Watching from Lisbon.').closest('li') as HTMLElement;
    await expect(await within(samuel).findByText('reported once')).toBeVisible();
    await expect(canvas.getByText('2 reported messages')).toBeVisible();
  },
};

/** The server's word filter refuses the message: it stays, with why, to discard (no retry). */
export const BlockedWord: Story = {
  parameters: { session: 'member' } satisfies ChurchStoryParameters,
  play: async ({ canvasElement }) => {
    const user = userEvent.setup();
    const canvas = within(canvasElement);
    server.failSends('blocked');
    await user.type(await canvas.findByLabelText('Message'), 'A word the church does not allow{Enter}');
    const alert = await canvas.findByText('Your message was not sent: it has a word this chat does not allow.');
    await expect(alert).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Try again' })).toBeNull();
    await user.click(canvas.getByRole('button', { name: 'Discard' }));
    await waitFor(() => expect(canvas.queryByText('A word the church does not allow')).toBeNull());
  },
};

/** Staff set slow mode on the channel: the reader is told, and a message sent too soon waits as the server says. */
export const SlowMode: Story = {
  parameters: { session: 'member' } satisfies ChurchStoryParameters,
  beforeEach: () => server.reset({ channel: storyChannel({ intervaloSegundos: 30 }) }),
  play: async ({ canvasElement }) => {
    const user = userEvent.setup();
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Slow mode: one message every 30 seconds.')).toBeVisible();
    server.failSends('too-fast');
    await user.type(await canvas.findByLabelText('Message'), 'Amen{Enter}');
    await expect(await canvas.findByText('You are sending messages too fast. Please wait 8 seconds and try again.')).toBeVisible();
  },
};

/** A member who is not a moderator has no moderation menu, and joins at once as themselves. */
export const MemberWithoutModeration: Story = {
  parameters: { session: 'member' } satisfies ChurchStoryParameters,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(/Chatting as Ana Souza/)).toBeVisible();
    await expect(canvas.queryByRole('button', { name: /Moderate/ })).toBeNull();
    await expect(server.joins).toEqual([{ bearer: true }]);
  },
};

/** Removals from another moderator's screen leave this one at once. */
export const RemovedElsewhere: Story = {
  play: async ({ canvasElement }) => {
    const messages = within(await log(canvasElement));
    await messages.findByText('Ruth');
    await waitFor(() => expect(sockets.openCount()).toBe(1));
    sockets.send({ tipo: 'removidas', ids: server.messages().filter((message) => message.autor.id === RUTH.id).map((message) => message.id) });
    await waitFor(() => expect(messages.queryByText('Ruth')).toBeNull());
    await expect(messages.getAllByRole('listitem')).toHaveLength(2);
  },
};

/** A members-only chat: a guest is offered signing in (the request-login modal), and sees no messages. */
export const MembersOnlyForGuest: Story = {
  beforeEach: () => server.reset({ channel: storyChannel({ acesso: 'membros' }) }),
  play: async ({ canvasElement }) => {
    const user = userEvent.setup();
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    await user.click(await canvas.findByRole('button', { name: 'Sign in to chat' }));
    const dialog = await body.findByRole('dialog', { name: 'Sign in to chat' });
    await expect(within(dialog).getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', expect.stringContaining('/access?redirectTo='));
    await expect(canvas.queryByRole('log')).toBeNull();
  },
};

/** Before the chat opens: the messages are there to read, and when it opens. */
export const NotOpenYet: Story = {
  beforeEach: () => server.reset({ channel: storyChannel({ aberto: false, abreEm: '2099-11-29T15:20:00.000Z', fechaEm: '2099-11-29T18:00:00.000Z' }) }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(/The chat opens on .*2099/)).toBeVisible();
    await expect(canvas.queryByLabelText('Your name')).toBeNull();
  },
};

/** After the service: closed. */
export const Closed: Story = {
  beforeEach: () => server.reset({ channel: storyChannel({ aberto: false, abreEm: '2026-11-01T14:20:00.000Z', fechaEm: '2026-11-01T17:00:00.000Z' }) }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('The chat is closed.')).toBeVisible();
    await expect(canvas.queryByLabelText('Message')).toBeNull();
  },
};

/** The church turned the chat off for this broadcast. */
export const ChatOff: Story = {
  beforeEach: () => server.reset({ channel: storyChannel({ acesso: 'desligado' }) }),
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('The chat is off for this broadcast.')).toBeVisible();
  },
};

/**
 * The network fails: the message is tried again with the same client id, then shown as not sent
 * (§8) with "Try again", which sends it once.
 */
export const SendFailed: Story = {
  parameters: { session: 'member' } satisfies ChurchStoryParameters,
  play: async ({ canvasElement }) => {
    const user = userEvent.setup();
    const canvas = within(canvasElement);
    server.failSends('network');
    await user.type(await canvas.findByLabelText('Message'), 'Thank you for the sermon{Enter}');
    await expect(await canvas.findByText('Your message could not be sent.', {}, { timeout: 10_000 })).toBeVisible();
    await expect(server.sends.length).toBe(3);
    await expect(new Set(server.sends.map((send) => send.idCliente)).size).toBe(1);
    server.failSends(null);
    await user.click(canvas.getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(canvas.queryByText('Your message could not be sent.')).toBeNull());
    await expect(within(await log(canvasElement)).getAllByText('Thank you for the sermon')).toHaveLength(1);
    await expect(new Set(server.sends.map((send) => send.idCliente)).size).toBe(1);
  },
};

/** Too many messages at once: the server's limit, said plainly. */
export const TooFast: Story = {
  parameters: { session: 'member' } satisfies ChurchStoryParameters,
  play: async ({ canvasElement }) => {
    const user = userEvent.setup();
    const canvas = within(canvasElement);
    server.failSends('too-fast');
    await user.type(await canvas.findByLabelText('Message'), 'Amen{Enter}');
    await expect(await canvas.findByText('You are sending messages too fast. Please wait 8 seconds and try again.')).toBeVisible();
  },
};

/** The counter shows near the limit of 500 characters, which the field does not pass. */
export const LongMessage: Story = {
  parameters: { session: 'member' } satisfies ChurchStoryParameters,
  play: async ({ canvasElement }) => {
    const user = userEvent.setup();
    const canvas = within(canvasElement);
    const field = await canvas.findByLabelText('Message');
    await user.click(field);
    await user.paste('a'.repeat(420));
    await expect(canvas.getByText('80 characters left')).toBeVisible();
    await user.paste('b'.repeat(100));
    await expect(field).toHaveValue('a'.repeat(420) + 'b'.repeat(80));
    await expect(canvas.getByText('0 characters left')).toBeVisible();
  },
};

/** The live connection has not opened yet. */
export const Connecting: Story = {
  beforeEach: () => sockets.answerWith('hang'),
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('Connecting…')).toBeVisible();
  },
};

/** The connection dropped: it comes back by itself and brings the messages missed meanwhile, each once. */
export const Reconnecting: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const messages = within(await log(canvasElement));
    await messages.findByText('Ruth');
    await waitFor(() => expect(sockets.openCount()).toBe(1));
    sockets.answerWith('hang');
    sockets.drop();
    await expect(await canvas.findByText('Connection lost. Reconnecting…')).toBeVisible();
    server.arrive(RUTH, 'Sent while you were away');
    await waitFor(() => expect(sockets.sockets.length).toBe(2), { timeout: 5_000 });
    sockets.openWaiting();
    await expect(await messages.findByText('Sent while you were away', {}, { timeout: 10_000 })).toBeVisible();
    await waitFor(() => expect(canvas.queryByText('Connection lost. Reconnecting…')).toBeNull());
    await expect(messages.getAllByText('Sent while you were away')).toHaveLength(1);
  },
};

/**
 * A message removed by staff while the connection was down (no frame could say so) leaves the screen
 * when it comes back: the catch-up lists the removals since the last read.
 */
export const RemovedWhileAway: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const messages = within(await log(canvasElement));
    await messages.findByText('Ruth');
    await waitFor(() => expect(sockets.openCount()).toBe(1));
    sockets.answerWith('hang');
    sockets.drop();
    await expect(await canvas.findByText('Connection lost. Reconnecting…')).toBeVisible();
    server.removeElsewhere(server.messages().filter((message) => message.autor.id === RUTH.id).map((message) => message.id));
    await expect(messages.getByText('Ruth')).toBeVisible();
    await waitFor(() => expect(sockets.sockets.length).toBe(2), { timeout: 5_000 });
    sockets.openWaiting();
    await waitFor(() => expect(messages.queryByText('Ruth')).toBeNull(), { timeout: 10_000 });
    await expect(messages.getAllByRole('listitem')).toHaveLength(2);
  },
};

export const Loading: Story = {
  parameters: { msw: { handlers: { channel: channelLoading() } } } satisfies ChurchStoryParameters,
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('Loading the chat');
  },
};

export const Failed: Story = {
  parameters: { msw: { handlers: { channel: channelFailing() } } } satisfies ChurchStoryParameters,
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('alert', {}, { timeout: 10_000 })).toHaveTextContent('An error occurred while fetching the data. Please try again.');
  },
};

export const UnknownChannel: Story = {
  args: { channel: 'transmissao-999' },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('This chat does not exist.')).toBeVisible();
  },
};
