import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import type { ChurchStoryParameters } from '@church/testing/mock-api';
import {
  contentList,
  contentListFailing,
  contentListLoading,
  continueWatching,
  homeTags,
  myList,
  planConfig,
  planConfigMissing,
  startedVideo,
} from '../mocks/play-api';
import { playPaths } from '../paths';
import { contentById } from '../shared/sample-contents';
import { PlayHomePage } from './play-home-page';

const meta = {
  title: 'Play/PlayHomePage',
  component: PlayHomePage,
  parameters: {
    route: '/play',
    routePath: playPaths.home.path,
    msw: { handlers: { config: planConfig(), contents: contentList(), tags: homeTags() } },
  } satisfies ChurchStoryParameters,
} satisfies Meta<typeof PlayHomePage>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A visitor: the featured film, the other featured content and a row per home tag. */
export const Loaded: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Grace Play' })).toBeVisible();
    const hero = await canvas.findByRole('region', { name: 'The Prodigal Returns' });
    await expect(within(hero).getByText('A short film on the parable of the lost son.')).toBeVisible();
    const featured = canvas.getByRole('region', { name: 'Featured' });
    await expect(within(featured).getByRole('link', { name: 'Foundations of Faith' })).toHaveAttribute('href', '/play/collection/2');
    await expect(within(featured).getByText('Collection')).toBeVisible();
    await expect(within(hero).getByRole('link', { name: 'Watch: The Prodigal Returns' })).toHaveAttribute('href', '/play/watch/1');
    const picture = within(hero).getByRole('presentation');
    await expect(picture).toHaveAttribute('width', '320');
    await expect(picture).toHaveAttribute('height', '180');
    const teaching = await canvas.findByRole('region', { name: 'Teaching series' });
    await expect(await within(teaching).findByRole('link', { name: 'Lesson 2: Prayer' })).toHaveAttribute('href', '/play/video/4');
    const music = canvas.getByRole('region', { name: 'Worship and music' });
    await expect(await within(music).findByRole('link', { name: 'Evening of Hymns' })).toBeVisible();
    await expect(canvas.queryByRole('region', { name: 'My list' })).toBeNull();
    await expect(canvas.queryByRole('region', { name: 'Continue watching' })).toBeNull();
    await expect(document.title).toBe('Grace Play · Grace Community Church');
  },
};

/** A signed-in member: where they stopped and their list come before the tag rows. */
export const SignedIn: Story = {
  parameters: {
    session: 'member',
    msw: {
      handlers: {
        progress: continueWatching([startedVideo(contentById(4), 900)]),
        myList: myList([contentById(5)]),
      },
    },
  } satisfies ChurchStoryParameters,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const watching = await canvas.findByRole('region', { name: 'Continue watching' });
    await expect(within(watching).getByRole('link', { name: 'Lesson 2: Prayer' })).toBeVisible();
    await expect(within(watching).getByRole('progressbar', { name: 'Watched of Lesson 2: Prayer' })).toHaveAttribute('value', '900');
    const mine = await canvas.findByRole('region', { name: 'My list' });
    await expect(within(mine).getByRole('link', { name: 'Kids Worship Party' })).toHaveAttribute('href', '/play/video/5');
    const teaching = canvas.getByRole('region', { name: 'Teaching series' });
    await expect(await within(teaching).findByRole('link', { name: 'Lesson 1: Grace' })).toBeVisible();
    await expect(await canvas.findByRole('link', { name: 'Evening of Hymns' })).toBeVisible();
    await expect(watching.compareDocumentPosition(teaching) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    await expect(watching.compareDocumentPosition(mine) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  },
};

/** The keyboard reaches the featured film's links, then the area's rows. */
export const Keyboard: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('region', { name: 'The Prodigal Returns' });
    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: 'Search' })).toHaveFocus();
    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: 'Plans' })).toHaveFocus();
    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: 'Watch: The Prodigal Returns' })).toHaveFocus();
    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: 'See the video: The Prodigal Returns' })).toHaveFocus();
    await userEvent.tab();
    await expect(within(canvas.getByRole('region', { name: 'Featured' })).getByRole('link', { name: 'Foundations of Faith' })).toHaveFocus();
    // The rows by tag load as they come into view.
    await expect(await canvas.findByRole('link', { name: 'Evening of Hymns' })).toBeVisible();
  },
};

export const Loading: Story = {
  parameters: { msw: { handlers: { contents: contentListLoading() } } } satisfies ChurchStoryParameters,
  play: async ({ canvasElement }) => {
    const statuses = within(canvasElement).getAllByRole('status').map((status) => status.textContent);
    await expect(statuses).toContain('Loading videos');
  },
};

/** A church with nothing featured and no home rows; an area not set up keeps the generic title. */
export const Empty: Story = {
  parameters: { msw: { handlers: { config: planConfigMissing(), contents: contentList([]), tags: homeTags([]) } } } satisfies ChurchStoryParameters,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'Nothing to watch yet' })).toBeVisible();
    await expect(canvas.getByRole('heading', { level: 1, name: 'Watch' })).toBeVisible();
  },
};

export const Failed: Story = {
  parameters: { msw: { handlers: { contents: contentListFailing() } } } satisfies ChurchStoryParameters,
  play: async ({ canvasElement }) => {
    const alerts = await within(canvasElement).findAllByRole('alert');
    await expect(alerts[0]).toHaveTextContent('An error occurred while fetching the data. Please try again.');
  },
};
