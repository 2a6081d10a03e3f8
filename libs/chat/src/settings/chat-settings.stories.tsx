import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import type { ChurchStoryParameters } from '@church/testing/mock-api';
import { createChatServer, STORY_CHANNEL, storyChannel, storyMember } from '../mocks/chat-api';
import { createFakeChatSockets } from '../mocks/fake-chat-sockets';
import { withChatSockets } from '../mocks/with-chat-sockets';
import { ChatView } from '../room/chat-view';

const sockets = createFakeChatSockets();
const server = createChatServer(sockets, { member: storyMember(true), blockedWords: ['heresia'] });

/**
 * Staff's "Chat settings" in the moderator view of the chat (/live, /embed/chat): the channel's slow
 * mode and the church's own blocked words, in a dialog, on the mocked chat API. On a phone's width (390 px).
 */
const meta = {
  title: 'Chat/ChatSettings',
  component: ChatView,
  args: { channel: STORY_CHANNEL },
  parameters: { session: 'member', viewport: { defaultViewport: 'mobile1' }, msw: { handlers: server.handlers } } satisfies ChurchStoryParameters & { viewport: object },
  decorators: [withChatSockets(sockets, { height: '40rem', maxWidth: '390px' })],
  beforeEach: () => {
    sockets.reset();
    server.reset();
  },
} satisfies Meta<typeof ChatView>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Opens the settings with the keyboard: a dialog named after its button. */
async function openSettings(canvasElement: HTMLElement) {
  const user = userEvent.setup();
  const canvas = within(canvasElement);
  const toggle = await canvas.findByRole('button', { name: 'Chat settings' });
  await expect(toggle).toHaveAttribute('aria-haspopup', 'dialog');
  toggle.focus();
  await user.keyboard('{Enter}');
  const dialog = await within(canvasElement.ownerDocument.body).findByRole('dialog', { name: 'Chat settings' });
  return { user, canvas, toggle, panel: within(dialog) };
}

/** Staff open the settings: slow mode shows its current value, the church's words are there to edit. */
export const StaffSettingsOpen: Story = {
  beforeEach: () => server.reset({ channel: storyChannel({ intervaloSegundos: 10 }) }),
  play: async ({ canvasElement }) => {
    const { user, toggle, panel } = await openSettings(canvasElement);
    await expect(panel.getByLabelText('Slow mode')).toHaveFocus();
    await expect(panel.getByLabelText('Slow mode')).toHaveValue('10');
    await expect(panel.getByText(/Now: 10 seconds\./)).toBeVisible();
    await expect(panel.getByRole('option', { name: 'Off' })).toBeInTheDocument();
    await expect(panel.getByRole('option', { name: '5 minutes' })).toBeInTheDocument();
    await expect(panel.getByRole('button', { name: 'Save slow mode' })).toHaveAttribute('aria-disabled', 'true');
    await expect(await panel.findByLabelText('Blocked words')).toHaveValue('heresia');
    // Escape closes it, and the focus is back on its button.
    await user.keyboard('{Escape}');
    await waitFor(() => expect(within(canvasElement.ownerDocument.body).queryByRole('dialog')).toBeNull());
    await expect(toggle).toHaveFocus();
  },
};

/** Saving: busy while the server answers, then saved; the open chat says slow mode is on, and the words come back as stored. */
export const Saving: Story = {
  play: async ({ canvasElement }) => {
    const { user, canvas, panel } = await openSettings(canvasElement);
    await user.selectOptions(panel.getByLabelText('Slow mode'), '30');
    server.answerSettings('hang');
    await user.click(panel.getByRole('button', { name: 'Save slow mode' }));
    const busy = await panel.findByRole('button', { name: 'Saving…' });
    await expect(busy).toHaveAttribute('aria-disabled', 'true');
    await expect(busy).toHaveFocus();
    server.releaseSettings();
    await expect(await panel.findByText('Slow mode is on: 30 seconds.')).toBeVisible();
    await expect(panel.getByRole('button', { name: 'Save slow mode' })).toHaveFocus();
    await expect(await canvas.findByText('Slow mode: one message every 30 seconds.')).toBeInTheDocument();
    await expect(server.slowModes).toEqual([30]);

    const words = await panel.findByLabelText('Blocked words');
    await user.clear(words);
    await user.type(words, 'Herésia{Enter}  spoiler {Enter}{Enter}HERÉSIA');
    await user.click(panel.getByRole('button', { name: 'Save blocked words' }));
    await expect(await panel.findByText('Blocked words saved: 2 words.')).toBeVisible();
    await expect(words).toHaveValue('heresia\nspoiler');
    await expect(server.blockedWords()).toEqual(['heresia', 'spoiler']);

    // Off again.
    await user.selectOptions(panel.getByLabelText('Slow mode'), '0');
    await user.click(panel.getByRole('button', { name: 'Save slow mode' }));
    await expect(await panel.findByText('Slow mode is off.')).toBeVisible();
    await waitFor(() => expect(canvas.queryByText(/^Slow mode: one message every/)).toBeNull());
    await user.click(panel.getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(within(canvasElement.ownerDocument.body).queryByRole('dialog')).toBeNull());
  },
};

/** What is wrong is named before sending (the line), and the server's refusals and failures are told. */
export const Errors: Story = {
  play: async ({ canvasElement }) => {
    const { user, panel } = await openSettings(canvasElement);
    const words = await panel.findByLabelText('Blocked words');
    await user.clear(words);
    await user.type(words, 'ok{Enter}two words');
    await user.click(panel.getByRole('button', { name: 'Save blocked words' }));
    await expect(await panel.findByRole('alert')).toHaveTextContent('Line 2: "two words" has a space. Put one word per line.');
    await expect(words).toHaveAttribute('aria-invalid', 'true');
    await expect(server.blockedWords()).toEqual(['heresia']);

    await user.clear(words);
    await user.type(words, `ok{Enter}${'x'.repeat(41)}`);
    await user.click(panel.getByRole('button', { name: 'Save blocked words' }));
    await expect(await panel.findByRole('alert')).toHaveTextContent('Line 2 is longer than 40 characters.');

    await user.clear(words);
    await user.type(words, 'spoiler');
    server.answerSettings('refuse');
    await user.click(panel.getByRole('button', { name: 'Save blocked words' }));
    await expect(await panel.findByRole('alert')).toHaveTextContent('The list was not accepted: each line must be one word of at most 40 characters, and at most 200 words.');

    server.answerSettings('fail');
    await user.type(words, 's');
    await user.click(panel.getByRole('button', { name: 'Save blocked words' }));
    await expect(await panel.findByText('The blocked words could not be saved. Please try again.')).toBeVisible();

    await user.selectOptions(panel.getByLabelText('Slow mode'), '60');
    await user.click(panel.getByRole('button', { name: 'Save slow mode' }));
    await expect(await panel.findByText('Slow mode could not be saved. Please try again.')).toBeVisible();
    await expect(panel.getByLabelText('Slow mode')).toHaveValue('60');
  },
};

/** The church's words could not be read: said so, with a way to try again. */
export const WordsFailToLoad: Story = {
  beforeEach: () => server.answerSettings('fail'),
  play: async ({ canvasElement }) => {
    const { user, panel } = await openSettings(canvasElement);
    await expect(await panel.findByText('The blocked words could not be loaded.', {}, { timeout: 10_000 })).toBeVisible();
    server.answerSettings('ok');
    await user.click(panel.getByRole('button', { name: 'Try again' }));
    await expect(await panel.findByLabelText('Blocked words')).toHaveValue('heresia');
  },
};

/** A member who is not staff (the server says so) has no settings. */
export const MemberHasNoSettings: Story = {
  beforeEach: () => server.reset({ member: storyMember(false) }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(/Chatting as Ana Souza/)).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Chat settings' })).toBeNull();
  },
};
