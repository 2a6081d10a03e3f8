import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
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

/** A visitor is asked to sign in. */
export const Visitor: Story = {
  parameters: { session: 'visitor' } satisfies ChurchStoryParameters,
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('Sign in to keep notes.')).toBeVisible();
  },
};
