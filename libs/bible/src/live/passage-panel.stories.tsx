import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { storyLivePanelProps } from '@church/testing/live-panel-props';
import type { ChurchStoryParameters } from '@church/testing/mock-api';
import { bibleChapter, bibleChapterFailing, bibleChapterLoading, bibleVersions } from '../mocks/bible-api';
import { PassagePanel } from './passage-panel';

const johnPassage = { texto: 'John 3:16-21', livro: 'JHN', capitulo: 3, versiculoInicio: 16, versiculoFim: 21 };

const props = storyLivePanelProps({ passage: johnPassage });

/** The live page's Bible panel, as the live page shows it in its Bible tab. */
const meta = {
  title: 'Bible/PassagePanel',
  component: PassagePanel,
  args: props,
  parameters: { route: '/live', msw: { handlers: { versions: bibleVersions(), chapter: bibleChapter() } } } satisfies ChurchStoryParameters,
} satisfies Meta<typeof PassagePanel>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The sermon's verses in the church's translation (English: the WEB), and the way to read on in the Bible. */
export const Passage: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(/For God so loved the world/)).toBeVisible();
    await expect(canvas.getByText(/But he who does the truth comes to the light/)).toBeVisible();
    await expect(canvas.queryByText(/Now there was a man of the Pharisees/)).toBeNull();
    await expect(await canvas.findByText('John 3:16–21')).toBeVisible();
    await expect(canvas.getByText('WEB')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Open in the Bible' })).toHaveAttribute('href', '/bible?version=web&book=John&chapter=3&verse=16');
  },
};

/** A church in Portuguese reads it in the Almeida. */
export const InTheChurchLanguage: Story = {
  parameters: { church: { idioma: 'pt-BR' } } satisfies ChurchStoryParameters,
  play: async ({ canvasElement }) => {
    const link = await within(canvasElement).findByRole('link', { name: 'Open in the Bible' });
    await expect(link).toHaveAttribute('href', '/bible?version=alm1911&book=John&chapter=3&verse=16');
  },
};

/** A passage of one verse. */
export const OneVerse: Story = {
  args: { passage: { texto: 'John 3:16', livro: 'JHN', capitulo: 3, versiculoInicio: 16, versiculoFim: null } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('John 3:16')).toBeVisible();
    await expect(canvas.queryByText(/For God didn’t send his Son/)).toBeNull();
  },
};

/** §8: the service names no passage. */
export const NoPassage: Story = {
  args: { passage: null },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('No passage for this service.')).toBeVisible();
  },
};

/** A passage the church wrote without a book the Bible knows: its words, and the Bible to look in. */
export const PassageNotShown: Story = {
  args: { passage: { texto: 'The Beatitudes', livro: null, capitulo: null, versiculoInicio: null, versiculoFim: null } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('The Beatitudes')).toBeVisible();
    await expect(canvas.getByText('This passage cannot be shown here; look for it in the Bible.')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Open the Bible' })).toHaveAttribute('href', '/bible');
  },
};

/** A chapter the translation does not have (404). */
export const NotInTranslation: Story = {
  args: { passage: { texto: 'Romans 8:28-39', livro: 'ROM', capitulo: 8, versiculoInicio: 28, versiculoFim: 39 } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('alert')).toHaveTextContent('Romans 8:28-39 is not in this translation.');
  },
};

export const Loading: Story = {
  parameters: { msw: { handlers: { chapter: bibleChapterLoading() } } } satisfies ChurchStoryParameters,
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('Loading the passage');
  },
};

export const Failed: Story = {
  parameters: { msw: { handlers: { chapter: bibleChapterFailing() } } } satisfies ChurchStoryParameters,
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('alert', {}, { timeout: 10_000 })).toHaveTextContent('An error occurred while fetching the data. Please try again.');
  },
};
