import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import type { ChurchStoryParameters } from '@church/testing/mock-api';
import { createChatServer, STORY_CHANNEL } from '../mocks/chat-api';
import { createMomentServer, storyMoment } from '../mocks/chat-moments-api';
import { createFakeChatSockets } from '../mocks/fake-chat-sockets';
import { withChatSockets } from '../mocks/with-chat-sockets';
import { ChatView } from '../room/chat-view';

const sockets = createFakeChatSockets();
const server = createChatServer(sockets);
const moments = createMomentServer(sockets);

/** A commit-to-Jesus moment in the chat (§3, §4): what viewers answer and what staff run, on the mocked chat API. */
const meta = {
  title: 'Chat/Moments',
  component: ChatView,
  args: { channel: STORY_CHANNEL },
  parameters: { session: 'member', msw: { handlers: { ...server.handlers, ...moments.handlers } } } satisfies ChurchStoryParameters,
  decorators: [withChatSockets(sockets, { height: '36rem' })],
  beforeEach: () => {
    sockets.reset();
    server.reset();
    moments.reset({ moment: storyMoment() });
  },
} satisfies Meta<typeof ChatView>;
export default meta;
type Story = StoryObj<typeof meta>;

const card = (canvasElement: HTMLElement) => within(canvasElement).findByRole('region', { name: 'A moment to respond' });

/** A member sees the open moment above the conversation and raises a hand with the keyboard. */
export const OpenAsViewer: Story = {
  play: async ({ canvasElement }) => {
    const user = userEvent.setup();
    const moment = within(await card(canvasElement));
    await expect(moment.getByText(/Would you like to give your life to Jesus today\?/)).toBeVisible();
    const raise = await moment.findByRole('button', { name: 'Raise my hand' });
    await expect(moment.getByRole('button', { name: 'Not now' })).toBeEnabled();
    await expect(moment.queryByText(/hands? raised/)).toBeNull();
    raise.focus();
    await user.keyboard('{Enter}');
    await expect(await moment.findByText('You raised your hand. We are praying for you.')).toBeVisible();
    await expect(moments.answers).toEqual([{ resposta: 'mao_levantada', token: 'token-membro-7' }]);
  },
};

/** After answering (read back as on a reload): the answer, and the way to change it. */
export const AfterAnswering: Story = {
  beforeEach: () => moments.reset({ moment: storyMoment(), answer: 'mao_levantada' }),
  play: async ({ canvasElement }) => {
    const user = userEvent.setup();
    const moment = within(await card(canvasElement));
    await expect(await moment.findByText('You raised your hand. We are praying for you.')).toBeVisible();
    await expect(moment.queryByRole('button', { name: 'Raise my hand' })).toBeNull();
    await user.click(moment.getByRole('button', { name: 'Lower my hand' }));
    await expect(await moment.findByText('You answered "Not now".')).toBeVisible();
    await expect(moment.getByRole('button', { name: 'Raise my hand' })).toBeVisible();
    await expect(moments.answers.map((answer) => answer.resposta)).toEqual(['dispensado']);
  },
};

/** A guest who has not joined sees the moment, and is told to join to answer. */
export const OpenBeforeJoining: Story = {
  parameters: { session: 'visitor' } satisfies ChurchStoryParameters,
  play: async ({ canvasElement }) => {
    const moment = within(await card(canvasElement));
    await expect(moment.getByText('Join the chat to answer.')).toBeVisible();
    await expect(moment.queryByRole('button')).toBeNull();
  },
};

/** Staff (the server says so) see the raised hands counted live, announced politely, and end the moment; then start another. */
export const StaffWithCount: Story = {
  beforeEach: () => moments.reset({ moment: storyMoment(), others: { maosLevantadas: 3, dispensados: 1 }, staff: true }),
  play: async ({ canvasElement }) => {
    const user = userEvent.setup();
    const canvas = within(canvasElement);
    const moment = within(await card(canvasElement));
    const count = await moment.findByText('3 hands raised');
    await expect(count.closest('[aria-live]')).toHaveAttribute('aria-live', 'polite');
    await expect(moment.queryByRole('button', { name: 'Raise my hand' })).toBeNull();
    await waitFor(() => expect(sockets.openCount()).toBe(1));
    moments.handsRaisedElsewhere(1);
    await expect(await moment.findByText('4 hands raised')).toBeVisible();
    await user.click(moment.getByRole('button', { name: 'End the moment' }));
    await waitFor(() => expect(canvas.queryByRole('region', { name: 'A moment to respond' })).toBeNull());
    await user.click(await canvas.findByRole('button', { name: 'Start a moment' }));
    await expect(await (within(await card(canvasElement))).findByText('0 hands raised')).toBeVisible();
  },
};

/** The moment closes (staff elsewhere end it): it leaves the viewer's screen at once. */
export const Closed: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await card(canvasElement);
    await waitFor(() => expect(sockets.openCount()).toBe(1));
    moments.closedElsewhere();
    await waitFor(() => expect(canvas.queryByRole('region', { name: 'A moment to respond' })).toBeNull());
    await expect(canvas.queryByRole('button', { name: 'Start a moment' })).toBeNull();
  },
};
