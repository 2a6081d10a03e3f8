import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { storyLivePanelProps } from '@church/testing/live-panel-props';
import type { ChurchStoryParameters } from '@church/testing/mock-api';
import { serverError } from '@church/testing/mock-api';
import { createNotesServer, notesApi, notesHandlers, notesListLoading, resetStoredDrafts, STORY_CHURCH_ID, STORY_MEMBER_ID, storyNote } from '../mocks/notes-api';
import { SermonNotePanel } from './sermon-note-panel';

const server = createNotesServer(() => []);
const NOTE_TITLE = 'Worship and the Word, live · Nov 29, 2026';
const LINK_KEY = `church-web:live-notes:${STORY_CHURCH_ID}:${STORY_MEMBER_ID}:7`;

const props = storyLivePanelProps();

const forgetLinks = () => {
  for (const name of Object.keys(localStorage)) if (name.startsWith('church-web:live-notes:')) localStorage.removeItem(name);
};

/** The live page's notes panel, as the live page shows it in its Notes tab. */
const meta = {
  title: 'Notes/SermonNotePanel',
  component: SermonNotePanel,
  args: props,
  parameters: { route: '/live', session: 'member', msw: { handlers: notesHandlers(server) } } satisfies ChurchStoryParameters,
  beforeEach: () => {
    server.reset();
    resetStoredDrafts();
    forgetLinks();
    return forgetLinks;
  },
} satisfies Meta<typeof SermonNotePanel>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The member types: the note, titled with the service and its day, is saved as they type, and this device remembers it. */
export const SavedAsTheyType: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByLabelText('Title')).toHaveValue(NOTE_TITLE);
    await userEvent.type(canvas.getByLabelText('Note'), 'God so loved the world');
    await waitFor(() => expect(server.notes.get(100)).toMatchObject({ titulo: NOTE_TITLE, texto: 'God so loved the world' }));
    await expect(await canvas.findByText('All changes saved.')).toBeVisible();
    await waitFor(() => expect(JSON.parse(localStorage.getItem(LINK_KEY) ?? 'null')).toMatchObject({ id: 100 }));
  },
};

/** Back on the page on this device: the note taken on the broadcast, from the server. */
export const BackOnThisDevice: Story = {
  beforeEach: () => {
    server.reset([storyNote({ id: 12, titulo: 'My own title', texto: 'Born anew' })]);
    localStorage.setItem(LINK_KEY, JSON.stringify({ key: 'k-12', id: 12 }));
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(() => expect(canvas.getByLabelText('Note')).toHaveValue('Born anew'));
    await expect(canvas.getByLabelText('Title')).toHaveValue('My own title');
    await expect(canvas.getByRole('heading', { level: 2, name: 'Edit note' })).toBeVisible();
  },
};

/** On another device: the note titled for the service is found in the member's notes. */
export const FromAnotherDevice: Story = {
  beforeEach: () => {
    server.reset([storyNote({ id: 15, titulo: NOTE_TITLE, texto: 'Light came into the world' }), storyNote()]);
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(() => expect(canvas.getByLabelText('Note')).toHaveValue('Light came into the world'));
    await waitFor(() => expect(JSON.parse(localStorage.getItem(LINK_KEY) ?? 'null')).toMatchObject({ id: 15 }));
  },
};

/** The note that this device remembers was deleted since: a new one. */
export const RememberedNoteDeleted: Story = {
  beforeEach: () => {
    localStorage.setItem(LINK_KEY, JSON.stringify({ key: 'k-gone', id: 44 }));
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 2, name: 'New note' }, { timeout: 10_000 })).toBeVisible();
    await expect(canvas.getByLabelText('Title')).toHaveValue(NOTE_TITLE);
  },
};

/** The server fails: the note is kept on this device and sent again, and the status says so. */
export const ServerFailing: Story = {
  parameters: { msw: { handlers: { create: notesApi.post('/nota-sermao/', serverError) } } } satisfies ChurchStoryParameters,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(await canvas.findByLabelText('Note'), 'Kept');
    await expect(await canvas.findByText('The server could not be reached. Trying again…')).toBeVisible();
    await expect(server.notes.size).toBe(0);
  },
};

export const Loading: Story = {
  parameters: { msw: { handlers: { list: notesListLoading() } } } satisfies ChurchStoryParameters,
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('status')).toHaveTextContent('Loading the note');
  },
};

/** A visitor may type; saving asks them to sign in (the request-login modal). */
export const Visitor: Story = {
  parameters: { session: 'visitor' } satisfies ChurchStoryParameters,
  play: async ({ canvasElement }) => {
    const user = userEvent.setup();
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Sign in to keep notes.')).toBeVisible();
    await expect(canvas.getByLabelText('Title')).toHaveValue(NOTE_TITLE);
    await user.type(canvas.getByLabelText('Note'), 'Grace');
    await user.click(canvas.getByRole('button', { name: 'Save' }));
    await expect(await within(canvasElement.ownerDocument.body).findByRole('dialog', { name: 'Sign in to save your note' })).toBeVisible();
    await expect(server.notes.size).toBe(0);
  },
};

/** No broadcast on the page: nothing to take notes on. */
export const NoBroadcast: Story = {
  args: { broadcastId: null, title: null, startsAt: null, endsAt: null },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('There is no service to take notes on yet.')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'See your notes' })).toHaveAttribute('href', '/user/notes');
  },
};
