import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import type { ChurchStoryParameters } from '@church/testing/mock-api';
import { createNotesServer, noteFailing, noteLoading, notesHandlers, resetStoredDrafts, STORY_CHURCH_ID, STORY_MEMBER_ID, updateOffline } from '../mocks/notes-api';
import { notesPaths } from '../paths';
import { NoteScreen } from './note-screen';

const server = createNotesServer();
/** Autosave waits for a pause in the typing, then calls the server. */
const SAVED = { timeout: 5_000 };

const meta = {
  title: 'Notes/NoteScreen',
  component: NoteScreen,
  parameters: {
    route: '/user/notes/12',
    routePath: notesPaths.detail.path,
    session: 'member',
    msw: { handlers: notesHandlers(server) },
  } satisfies ChurchStoryParameters,
  beforeEach: () => {
    server.reset();
    resetStoredDrafts();
  },
} satisfies Meta<typeof NoteScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

const newNote = { route: '/user/notes/new', routePath: notesPaths.create.path } satisfies ChurchStoryParameters;

/** A new note is saved as it is typed, once it has a title and text, and then moves to its own address. */
export const WritesANewNote: Story = {
  parameters: newNote,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: 'New note' })).toBeVisible();
    await expect(canvas.getByText('The note is saved as you write.')).toBeVisible();
    await userEvent.type(canvas.getByLabelText('Title'), 'Romans 8');
    await userEvent.type(canvas.getByLabelText('Note'), 'All things work together for good.');
    await expect(await canvas.findByText('/user/notes/100', {}, SAVED)).toBeVisible();
    await waitFor(() => expect(server.notes.get(100)).toMatchObject({ titulo: 'Romans 8', texto: 'All things work together for good.' }), SAVED);
    await expect(server.calls.filter((call) => call.method === 'POST')).toHaveLength(1);
  },
};

/** Saving without a title is refused with a clear message, and nothing is sent. */
export const TitleRequired: Story = {
  parameters: newNote,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(await canvas.findByLabelText('Note'), 'Grace upon grace.');
    await expect(canvas.getByText('Add a title to save this note.')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await expect(canvas.getByText('Give the note a title before saving.')).toBeVisible();
    await expect(canvas.getByLabelText('Title')).toHaveAttribute('aria-invalid', 'true');
    await expect(canvas.getByLabelText('Title')).toHaveFocus();
    await expect(server.calls).toHaveLength(0);
    // Kept on this device all the same.
    await expect(Object.keys(localStorage).some((name) => name.startsWith(`church-web:notes:${STORY_CHURCH_ID}:${STORY_MEMBER_ID}:`))).toBe(true);
  },
};

/** Saving a note without text is refused too: a note without text is deleted when left. */
export const TextRequired: Story = {
  parameters: newNote,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(await canvas.findByLabelText('Title'), 'Empty');
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await expect(canvas.getByText('Write something before saving: a note without text is deleted when you leave it.')).toBeVisible();
    await expect(canvas.getByText('A note without text is deleted when you leave it.')).toBeVisible();
    await expect(server.calls).toHaveLength(0);
  },
};

/** A note with its last-changed date and hour; saved, the member may write a new note or keep editing. */
export const EditsANote: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByLabelText('Title')).toHaveValue('Psalm 23: the Lord is my shepherd');
    await expect(canvas.getByText(/Last changed/)).toHaveTextContent(/Nov 22, 2026/);
    await userEvent.type(canvas.getByLabelText('Note'), ' Amen.');
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await expect(await canvas.findByText('Note saved.', {}, SAVED)).toBeVisible();
    await expect(server.notes.get(12)?.texto).toMatch(/Amen\.$/);
    await expect(canvas.getByRole('link', { name: 'New note' })).toHaveAttribute('href', '/user/notes/new');
    await userEvent.click(canvas.getByRole('button', { name: 'Keep editing' }));
    await expect(canvas.getByLabelText('Note')).toHaveFocus();
    await expect(canvas.queryByText('Note saved.')).toBeNull();
    await expect(canvas.getByRole('link', { name: 'Delete note' })).toHaveAttribute('href', '/user/notes/12/delete');
  },
};

/** Without a connection, what is typed is kept on this device and waits for the connection. */
export const Offline: Story = {
  parameters: { msw: { handlers: { update: updateOffline() } } } satisfies ChurchStoryParameters,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(await canvas.findByLabelText('Note'), ' Typed offline.');
    await expect(await canvas.findByText('Offline: the note is kept on this device and will be saved when the connection returns.', {}, SAVED)).toBeVisible();
    const kept = Object.entries(localStorage).find(([name]) => name.startsWith(`church-web:notes:${STORY_CHURCH_ID}:${STORY_MEMBER_ID}:`));
    await expect(JSON.parse(kept?.[1] ?? '{}')).toMatchObject({ id: 12, texto: expect.stringMatching(/Typed offline\.$/) });
  },
};

export const NotFound: Story = {
  parameters: { route: '/user/notes/99' } satisfies ChurchStoryParameters,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('This note was not found.')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'See your notes' })).toHaveAttribute('href', '/user/notes');
  },
};

export const Loading: Story = {
  parameters: { msw: { handlers: { note: noteLoading() } } } satisfies ChurchStoryParameters,
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('status')).toHaveTextContent('Loading the note');
  },
};

export const LoadFailed: Story = {
  parameters: { msw: { handlers: { note: noteFailing() } } } satisfies ChurchStoryParameters,
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('alert', {}, SAVED)).toHaveTextContent('An error occurred while fetching the data. Please try again.');
  },
};
