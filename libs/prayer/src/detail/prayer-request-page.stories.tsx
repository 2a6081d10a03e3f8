import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { LOGIN_INTENT_KEY, type LoginIntent } from '@church/state';
import type { ChurchStoryParameters } from '@church/testing/mock-api';
import {
  leaveMessage,
  leaveMessageFailing,
  leaveMessageTooMany,
  prayerRequest,
  prayerRequestFailing,
  prayerRequestLoading,
  prayFor,
  prayForFailing,
  storyDetail,
} from '../mocks/prayer-api';
import { prayerPaths } from '../paths';
import { PrayerRequestPage } from './prayer-request-page';

const meta = {
  title: 'Prayer/PrayerRequestPage',
  component: PrayerRequestPage,
  parameters: {
    route: '/prayer/21',
    routePath: prayerPaths.detail.path,
    msw: { handlers: { request: prayerRequest(), pray: prayFor(), message: leaveMessage() } },
  } satisfies ChurchStoryParameters,
} satisfies Meta<typeof PrayerRequestPage>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The login intent the request-login modal leaves, as a story sets it up or reads it. */
const storedIntent = () => JSON.parse(localStorage.getItem(LOGIN_INTENT_KEY) ?? 'null') as LoginIntent | null;
const keepIntent = (intent: Omit<LoginIntent, 'at'>) => () => {
  localStorage.setItem(LOGIN_INTENT_KEY, JSON.stringify({ ...intent, at: Date.now() }));
  return () => localStorage.removeItem(LOGIN_INTENT_KEY);
};
const forgetIntent = () => () => localStorage.removeItem(LOGIN_INTENT_KEY);
const page = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);

/** A visitor reads the request and its messages; "I prayed" and the message form are there for them too. */
export const Visitor: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Emily Carter' })).toBeVisible();
    await expect(canvas.getByText('Thanksgiving')).toBeVisible();
    await expect(canvas.getByText(/I start a new job on Monday/)).toBeVisible();
    await expect(canvas.getByText('Daniel B.')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'I prayed' })).toHaveAttribute('aria-haspopup', 'dialog');
    await expect(canvas.getByLabelText('Leave a message')).toBeVisible();
    await expect(canvas.queryByRole('link', { name: /Sign in/ })).toBeNull();
    await expect(canvas.queryByRole('link', { name: 'Delete this request' })).toBeNull();
    await expect(document.title).toBe('Emily Carter · Thanksgiving · Grace Community Church');
  },
};

/**
 * A visitor says they prayed: the request-login modal offers signing in or creating an account; "Sign
 * in" goes to the access screen, back to this request, with the prayer remembered for the return.
 */
export const VisitorPraysSignsIn: Story = {
  beforeEach: forgetIntent,
  play: async ({ canvasElement }) => {
    const user = userEvent.setup();
    const canvas = within(canvasElement);
    await user.click(await canvas.findByRole('button', { name: 'I prayed' }));
    const dialog = await page(canvasElement).findByRole('dialog', { name: 'Sign in to pray' });
    await expect(dialog).toHaveAccessibleDescription(/your prayer will be counted/);
    await expect(within(dialog).getByRole('link', { name: 'Create an account' })).toHaveAttribute('href', '/access?redirectTo=%2Fprayer%2F21&start=register');
    await user.click(within(dialog).getByRole('link', { name: 'Sign in' }));
    await expect(await canvas.findByRole('region', { name: 'Another page' })).toHaveTextContent('/access?redirectTo=%2Fprayer%2F21');
    await expect(storedIntent()).toMatchObject({ path: '/prayer/21', action: 'pray' });
  },
};

/** The visitor changes their mind: Escape closes the modal, focus is back on "I prayed", nothing is remembered. */
export const VisitorClosesModal: Story = {
  beforeEach: forgetIntent,
  play: async ({ canvasElement }) => {
    const user = userEvent.setup();
    const canvas = within(canvasElement);
    const pray = await canvas.findByRole('button', { name: 'I prayed' });
    await user.click(pray);
    await page(canvasElement).findByRole('dialog', { name: 'Sign in to pray' });
    await user.keyboard('{Escape}');
    await waitFor(() => expect(page(canvasElement).queryByRole('dialog')).toBeNull());
    await expect(pray).toHaveFocus();
    await expect(storedIntent()).toBeNull();
  },
};

/** Back from signing in: the prayer the visitor said is counted at once, and forgotten. */
export const ResumesPrayerAfterSignIn: Story = {
  parameters: { session: 'member' } satisfies ChurchStoryParameters,
  beforeEach: keepIntent({ path: '/prayer/21', action: 'pray' }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('3 people prayed')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'You prayed for this' })).toBeDisabled();
    await expect(storedIntent()).toBeNull();
  },
};

/** A visitor writes a message and sends it: the modal asks them to sign in, and keeps what they wrote. */
export const VisitorSendsMessage: Story = {
  beforeEach: forgetIntent,
  play: async ({ canvasElement }) => {
    const user = userEvent.setup();
    const canvas = within(canvasElement);
    await user.type(await canvas.findByLabelText('Leave a message'), 'Praying for you.');
    await user.click(canvas.getByRole('button', { name: 'Send message' }));
    const dialog = await page(canvasElement).findByRole('dialog', { name: 'Sign in to leave a message' });
    await user.click(within(dialog).getByRole('link', { name: 'Create an account' }));
    await expect(await canvas.findByRole('region', { name: 'Another page' })).toHaveTextContent('/access?redirectTo=%2Fprayer%2F21&start=register');
    await expect(storedIntent()).toMatchObject({ path: '/prayer/21', action: 'message', draft: { mensagem: 'Praying for you.' } });
  },
};

/** Back from signing in: the message form is open again with what the visitor wrote, ready to send. */
export const ResumesMessageAfterSignIn: Story = {
  parameters: { session: 'member' } satisfies ChurchStoryParameters,
  beforeEach: keepIntent({ path: '/prayer/21', action: 'message', draft: { mensagem: 'Praying for you.' } }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const box = await canvas.findByLabelText('Leave a message');
    await waitFor(() => expect(box).toHaveValue('Praying for you.'));
    await expect(box).toHaveFocus();
    await expect(canvas.getByText('2 people prayed')).toBeVisible();
    await expect(storedIntent()).toBeNull();
  },
};

/** A member says they prayed: the count goes up at once, and they cannot say it twice. */
export const MemberPrays: Story = {
  parameters: { session: 'member' } satisfies ChurchStoryParameters,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('2 people prayed')).toBeVisible();
    await userEvent.click(await canvas.findByRole('button', { name: 'I prayed' }));
    await expect(await canvas.findByText('3 people prayed')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'You prayed for this' })).toBeDisabled();
  },
};

/** The prayer could not be recorded: the count goes back and the member is told. */
export const PrayFails: Story = {
  parameters: { session: 'member', msw: { handlers: { pray: prayForFailing() } } } satisfies ChurchStoryParameters,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'I prayed' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Your prayer could not be recorded. Please try again.');
    await expect(canvas.getByText('2 people prayed')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'I prayed' })).toBeEnabled();
  },
};

/** A member leaves a message: it shows under the others, and the box is emptied. */
export const MemberLeavesMessage: Story = {
  parameters: { session: 'member' } satisfies ChurchStoryParameters,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const box = await canvas.findByLabelText('Leave a message');
    await userEvent.click(canvas.getByRole('button', { name: 'Send message' }));
    await expect(await canvas.findByText('This field is required.')).toBeVisible();
    await userEvent.type(box, 'Praying for you this week.');
    await userEvent.click(canvas.getByRole('button', { name: 'Send message' }));
    await expect(await canvas.findByText('Praying for you this week.')).toBeVisible();
    await expect(canvas.getByText('Ana S.')).toBeVisible();
    await expect(canvas.getByText('2 messages')).toBeVisible();
    await expect(box).toHaveValue('');
  },
};

/** §8 "chat message could not be sent". */
export const MessageFails: Story = {
  parameters: { session: 'member', msw: { handlers: { message: leaveMessageFailing() } } } satisfies ChurchStoryParameters,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(await canvas.findByLabelText('Leave a message'), 'Amen.');
    await userEvent.click(canvas.getByRole('button', { name: 'Send message' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Your message could not be sent. Please try again.');
    await expect(canvas.getByLabelText('Leave a message')).toHaveValue('Amen.');
  },
};

/** Too many messages in a short time: the member is asked to wait. */
export const MessageRateLimited: Story = {
  parameters: { session: 'member', msw: { handlers: { message: leaveMessageTooMany() } } } satisfies ChurchStoryParameters,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(await canvas.findByLabelText('Leave a message'), 'Amen.');
    await userEvent.click(canvas.getByRole('button', { name: 'Send message' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent('You have sent several messages in a short time.');
  },
};

/** The author, on their private request: who can see it, what they asked for, and the way to delete it. */
export const AuthorPrivate: Story = {
  parameters: {
    session: 'member',
    msw: { handlers: { request: prayerRequest([storyDetail({ flagAutor: true, flagPublicarMural: false, flagReceberLigacao: true, flagReceberVisita: false, mensagens: [] })]) } },
  } satisfies ChurchStoryParameters,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('This request is not on the wall: only its author and the church staff can see it.')).toBeVisible();
    await expect(canvas.getByText('Would like a call from the church.')).toBeVisible();
    await expect(canvas.getByText('No messages yet. A word of encouragement goes a long way.')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Delete this request' })).toHaveAttribute('href', '/prayer/21/delete');
  },
};

export const Loading: Story = {
  parameters: { msw: { handlers: { request: prayerRequestLoading() } } } satisfies ChurchStoryParameters,
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('Loading the prayer request');
  },
};

/** Not there, or private and not the reader's: not found. */
export const NotFound: Story = {
  parameters: { route: '/prayer/99' } satisfies ChurchStoryParameters,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'Content not found' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Back to the prayer wall' })).toHaveAttribute('href', '/prayer');
  },
};

/** An address no request could have is not found without asking the server. */
export const NotAnId: Story = {
  parameters: { route: '/prayer/hope', msw: { handlers: { request: null } } } satisfies ChurchStoryParameters,
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('heading', { name: 'Content not found' })).toBeVisible();
  },
};

export const Failed: Story = {
  parameters: { msw: { handlers: { request: prayerRequestFailing() } } } satisfies ChurchStoryParameters,
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('alert')).toHaveTextContent('An error occurred while fetching the data. Please try again.');
  },
};
