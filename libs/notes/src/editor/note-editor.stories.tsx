import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { LOGIN_INTENT_KEY, type LoginIntent } from '@church/state';
import type { ChurchStoryParameters } from '@church/testing/mock-api';
import { createNotesServer, notesHandlers, resetStoredDrafts } from '../mocks/notes-api';
import { NoteEditor } from './note-editor';

const server = createNotesServer(() => []);

/** The editor alone, as the live page shows it beside the stream. */
const meta = {
  title: 'Notes/NoteEditor',
  component: NoteEditor,
  args: { headingLevel: 3 },
  parameters: { session: 'member', msw: { handlers: notesHandlers(server) } } satisfies ChurchStoryParameters,
  beforeEach: () => {
    server.reset();
    resetStoredDrafts();
  },
} satisfies Meta<typeof NoteEditor>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Typed beside the stream: created once, then changed, by the same key and id. */
export const BesideTheStream: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 3, name: 'New note' })).toBeVisible();
    await userEvent.type(canvas.getByLabelText('Title'), 'Live service');
    await userEvent.type(canvas.getByLabelText('Note'), 'Hope');
    await expect(await canvas.findByRole('heading', { level: 3, name: 'Edit note' }, { timeout: 5_000 })).toBeVisible();
    await userEvent.type(canvas.getByLabelText('Note'), ' and peace');
    await waitFor(() => expect(server.notes.get(100)?.texto).toBe('Hope and peace'), { timeout: 5_000 });
    await expect(server.notes.size).toBe(1);
    await expect(await canvas.findByText('All changes saved.')).toBeVisible();
  },
};

const storedIntent = () => JSON.parse(localStorage.getItem(LOGIN_INTENT_KEY) ?? 'null') as LoginIntent | null;

/**
 * A visitor types a note and saves it: the request-login modal offers signing in or creating an
 * account, coming back here with the note kept for saving; "Not now" leaves it on screen.
 */
export const Visitor: Story = {
  parameters: { session: 'visitor' } satisfies ChurchStoryParameters,
  beforeEach: () => () => localStorage.removeItem(LOGIN_INTENT_KEY),
  play: async ({ canvasElement }) => {
    const user = userEvent.setup();
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    await expect(await canvas.findByText('Sign in to keep notes.')).toBeVisible();
    await user.type(canvas.getByLabelText('Title'), 'Sunday');
    await user.type(canvas.getByLabelText('Note'), 'Grace upon grace');
    await user.click(canvas.getByRole('button', { name: 'Save' }));
    let dialog = await body.findByRole('dialog', { name: 'Sign in to save your note' });
    await user.click(within(dialog).getByRole('button', { name: 'Not now' }));
    await waitFor(() => expect(body.queryByRole('dialog')).toBeNull());
    await expect(canvas.getByLabelText('Note')).toHaveValue('Grace upon grace');
    await user.click(canvas.getByRole('button', { name: 'Save' }));
    dialog = await body.findByRole('dialog', { name: 'Sign in to save your note' });
    await user.click(within(dialog).getByRole('link', { name: 'Sign in' }));
    await expect(storedIntent()).toMatchObject({ path: '/', action: 'save-note', draft: { titulo: 'Sunday', texto: 'Grace upon grace' } });
    await expect(server.notes.size).toBe(0);
  },
};

/** Back from signing in: the note the visitor typed is in the editor and saved at once. */
export const ResumesNoteAfterSignIn: Story = {
  beforeEach: () => {
    server.reset();
    resetStoredDrafts();
    localStorage.setItem(LOGIN_INTENT_KEY, JSON.stringify({ path: '/', action: 'save-note', draft: { titulo: 'Sunday', texto: 'Grace upon grace' }, at: Date.now() }));
    return () => localStorage.removeItem(LOGIN_INTENT_KEY);
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(() => expect(server.notes.get(100)).toMatchObject({ titulo: 'Sunday', texto: 'Grace upon grace' }), { timeout: 5_000 });
    await expect(canvas.getByLabelText('Title')).toHaveValue('Sunday');
    await expect(await canvas.findByText('Note saved.')).toBeVisible();
    await expect(storedIntent()).toBeNull();
  },
};
