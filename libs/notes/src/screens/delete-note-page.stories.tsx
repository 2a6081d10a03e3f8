import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import type { ChurchStoryParameters } from '@church/testing/mock-api';
import { createNotesServer, deleteFailing, notesHandlers, resetStoredDrafts } from '../mocks/notes-api';
import { notesPaths } from '../paths';
import { DeleteNotePage } from './delete-note-page';

const server = createNotesServer();

const meta = {
  title: 'Notes/DeleteNotePage',
  component: DeleteNotePage,
  parameters: {
    route: '/user/notes/12/delete',
    routePath: notesPaths.remove.path,
    session: 'member',
    msw: { handlers: notesHandlers(server) },
  } satisfies ChurchStoryParameters,
  beforeEach: () => {
    server.reset();
    resetStoredDrafts();
  },
} satisfies Meta<typeof DeleteNotePage>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Confirmed, the note is deleted and the member is back at the list. */
export const Deletes: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Delete the note “Psalm 23: the Lord is my shepherd”? This cannot be undone.')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Cancel' })).toHaveAttribute('href', '/user/notes/12');
    await userEvent.click(canvas.getByRole('button', { name: 'Delete' }));
    await expect(await canvas.findByText('/user/notes')).toBeVisible();
    await expect(server.notes.has(12)).toBe(false);
  },
};

/** §8: the note-delete error. */
export const DeleteFails: Story = {
  parameters: { msw: { handlers: { remove: deleteFailing() } } } satisfies ChurchStoryParameters,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Delete' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent('The note could not be deleted. Please try again.');
    await expect(server.notes.has(12)).toBe(true);
  },
};

export const NotFound: Story = {
  parameters: { route: '/user/notes/99/delete' } satisfies ChurchStoryParameters,
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('This note was not found.')).toBeVisible();
  },
};
