import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import type { ChurchStoryParameters } from '@church/testing/mock-api';
import { createNotesServer, createOffline, notesHandlers, notesListFailing, notesListLoading, resetStoredDrafts } from '../mocks/notes-api';
import { notesPaths } from '../paths';
import { NotesPage } from './notes-page';

const server = createNotesServer();

const meta = {
  title: 'Notes/NotesPage',
  component: NotesPage,
  parameters: {
    route: '/user/notes',
    routePath: notesPaths.list.path,
    session: 'member',
    msw: { handlers: notesHandlers(server) },
  } satisfies ChurchStoryParameters,
  beforeEach: () => {
    server.reset();
    resetStoredDrafts();
  },
} satisfies Meta<typeof NotesPage>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The member's notes, last changed first, each with the start of its text and its last-changed date and hour. */
export const Listed: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Sermon notes' })).toBeVisible();
    const list = await canvas.findByRole('list', { name: 'Your notes' });
    const items = within(list).getAllByRole('listitem');
    await expect(items).toHaveLength(2);
    await expect(within(items[0] as HTMLElement).getByRole('link', { name: 'Psalm 23: the Lord is my shepherd' })).toHaveAttribute('href', '/user/notes/12');
    await expect(items[0]).toHaveTextContent(/Last changed Nov 22, 2026, \d{1,2}:30 [AP]M/);
    await expect(canvas.getByRole('link', { name: 'New note' })).toHaveAttribute('href', '/user/notes/new');
  },
};

/** No notes yet. */
export const Empty: Story = {
  beforeEach: () => server.reset([]),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'You have no notes yet.' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'New note' })).toBeVisible();
  },
};

/** Notes typed on this device that the server does not have yet (offline): listed, marked, and not lost. */
export const NotSentYet: Story = {
  parameters: { msw: { handlers: { create: createOffline(), update: createOffline() } } } satisfies ChurchStoryParameters,
  beforeEach: () =>
    resetStoredDrafts([
      { key: 'draft-0000-offline-note', id: null, titulo: 'Typed on the train', texto: 'Romans 8:28' },
      { key: 'draft-0000-untitled-note', id: null, titulo: '', texto: 'No title yet' },
    ]),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const link = await canvas.findByRole('link', { name: 'Typed on the train' });
    await expect(link).toHaveAttribute('href', '/user/notes/new?draft=draft-0000-offline-note');
    await expect(canvas.getByText('Not sent yet')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Untitled note' })).toBeVisible();
    await expect(canvas.getByText('Not saved: add a title')).toBeVisible();
    await expect(await canvas.findAllByRole('listitem')).toHaveLength(4);
  },
};

export const Loading: Story = {
  parameters: { msw: { handlers: { list: notesListLoading() } } } satisfies ChurchStoryParameters,
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('Loading');
  },
};

export const Failed: Story = {
  parameters: { msw: { handlers: { list: notesListFailing() } } } satisfies ChurchStoryParameters,
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('alert')).toHaveTextContent('An error occurred while fetching the data. Please try again.');
  },
};
