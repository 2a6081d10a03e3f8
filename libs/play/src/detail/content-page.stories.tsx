import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import type { ChurchStoryParameters } from '@church/testing/mock-api';
import { addToMyListFailing, contentItem, contentItemFailing, contentItemLoading, myList } from '../mocks/play-api';
import { playPaths } from '../paths';
import { contentById } from '../shared/sample-contents';
import { CollectionPage, VideoPage } from './content-page';

const meta = {
  title: 'Play/VideoPage',
  component: VideoPage,
  parameters: {
    route: '/play/video/4',
    routePath: playPaths.video.path,
    msw: { handlers: { content: contentItem() } },
  } satisfies ChurchStoryParameters,
} satisfies Meta<typeof VideoPage>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A visitor: the video, its collection, its tags and the way to watch it; no list to add it to. */
export const Video: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Lesson 2: Prayer' })).toBeVisible();
    await expect(canvas.getByText('Learning to pray with the Psalms.')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Foundations of Faith' })).toHaveAttribute('href', '/play/collection/2');
    const tags = canvas.getByRole('list', { name: 'Tags' });
    await expect(within(tags).getByRole('link', { name: 'prayer' })).toHaveAttribute('href', '/play/search?q=prayer');
    await expect(canvas.getByRole('link', { name: 'Watch: Lesson 2: Prayer' })).toHaveAttribute('href', '/play/watch/4');
    await expect(canvas.queryByRole('button', { name: /my list/ })).toBeNull();
    await expect(document.title).toBe('Lesson 2: Prayer · Grace Community Church');
  },
};

/** A collection: its videos in order, and "Watch" starts the first. */
export const Collection: Story = {
  render: () => <CollectionPage />,
  parameters: { route: '/play/collection/2', routePath: playPaths.collection.path } satisfies ChurchStoryParameters,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Foundations of Faith' })).toBeVisible();
    const videos = canvas.getByRole('region', { name: 'Videos in this collection' });
    const links = within(videos).getAllByRole('link');
    await expect(links.map((link) => link.textContent)).toEqual(['Lesson 1: Grace', 'Lesson 2: Prayer']);
    await expect(canvas.getByRole('link', { name: 'Watch: Foundations of Faith' })).toHaveAttribute('href', '/play/watch/3');
  },
};

/** The address of a video that is a collection goes to the collection's. */
export const CollectionAtVideoAddress: Story = {
  parameters: { route: '/play/video/2' } satisfies ChurchStoryParameters,
  play: async ({ canvasElement }) => {
    const other = await within(canvasElement).findByRole('region', { name: 'Another page' });
    await expect(other).toHaveTextContent('/play/collection/2');
  },
};

/** A member adds the video to their list with the keyboard, then takes it off. */
export const MyListByKeyboard: Story = {
  parameters: { session: 'member', msw: { handlers: { myList: myList() } } } satisfies ChurchStoryParameters,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const add = await canvas.findByRole('button', { name: 'Add to my list: Lesson 2: Prayer' });
    add.focus();
    await userEvent.keyboard('{Enter}');
    const remove = await canvas.findByRole('button', { name: 'Remove from my list: Lesson 2: Prayer' });
    await expect(remove).toBeEnabled();
    await userEvent.click(remove);
    await expect(await canvas.findByRole('button', { name: 'Add to my list: Lesson 2: Prayer' })).toBeEnabled();
  },
};

/** A video already on the member's list. */
export const OnMyList: Story = {
  parameters: { session: 'member', msw: { handlers: { myList: myList([contentById(4)]) } } } satisfies ChurchStoryParameters,
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('button', { name: 'Remove from my list: Lesson 2: Prayer' })).toBeVisible();
  },
};

/** The list cannot be changed: the member is told, and the button stays. */
export const MyListFailed: Story = {
  parameters: { session: 'member', msw: { handlers: { failing: addToMyListFailing(), myList: myList() } } } satisfies ChurchStoryParameters,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Add to my list: Lesson 2: Prayer' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Your list could not be changed. Please try again.');
    await expect(canvas.getByRole('button', { name: 'Add to my list: Lesson 2: Prayer' })).toBeVisible();
  },
};

export const Loading: Story = {
  parameters: { msw: { handlers: { content: contentItemLoading() } } } satisfies ChurchStoryParameters,
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('Loading the video');
  },
};

export const NotFound: Story = {
  parameters: { route: '/play/video/99' } satisfies ChurchStoryParameters,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'Content not found' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Back to the videos' })).toHaveAttribute('href', '/play');
  },
};

export const Failed: Story = {
  parameters: { msw: { handlers: { content: contentItemFailing() } } } satisfies ChurchStoryParameters,
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('alert')).toHaveTextContent('An error occurred while fetching the data. Please try again.');
  },
};
