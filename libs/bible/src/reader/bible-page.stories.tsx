import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import type { ChurchStoryParameters } from '@church/testing/mock-api';
import { bibleChapter, bibleChapterFailing, bibleChapterLoading, bibleVersions, bibleVersionsLoading, storyChapter } from '../mocks/bible-api';
import { biblePaths } from '../paths';
import { BiblePage } from './bible-page';

const meta = {
  title: 'Bible/BiblePage',
  component: BiblePage,
  parameters: {
    route: '/bible?version=web&book=John&chapter=3',
    routePath: biblePaths.reader.path,
    msw: { handlers: { versions: bibleVersions(), chapter: bibleChapter() } },
  } satisfies ChurchStoryParameters,
} satisfies Meta<typeof BiblePage>;
export default meta;
type Story = StoryObj<typeof meta>;

/** John 3 in the WEB: the passage is the page's heading and title, with the chapters around it. */
export const Loaded: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: 'John 3' })).toBeVisible();
    await expect(canvas.getByText('World English Bible (WEB)')).toBeVisible();
    await expect(canvas.getByText(/^For God so loved the world/)).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Previous chapter John 2' })).toHaveAttribute('href', '/bible?version=web&book=John&chapter=2');
    await expect(canvas.getByRole('link', { name: 'Next chapter John 4' })).toHaveAttribute('href', '/bible?version=web&book=John&chapter=4');
    await expect(canvas.getByRole('combobox', { name: 'Translation' })).toHaveValue('web');
    await expect(canvas.getByRole('combobox', { name: 'Book' })).toHaveValue('John');
    await expect(canvas.getByRole('combobox', { name: 'Chapter' })).toHaveValue('3');
    await waitFor(() => expect(document.title).toBe('John 3 (WEB) · Grace Community Church'));
  },
};

/** Without a translation in the address, the church's language picks it (a Spanish church: the RV1909). */
export const ChurchLanguage: Story = {
  parameters: { route: '/bible?book=John&chapter=3', church: { idioma: 'es' } } satisfies ChurchStoryParameters,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Reina-Valera 1909 (RV1909)')).toBeVisible();
    await expect(canvas.getByRole('combobox', { name: 'Translation' })).toHaveValue('rv1909');
    await expect(canvas.getByRole('link', { name: /^Next chapter/ })).toHaveAttribute('href', '/bible?version=rv1909&book=John&chapter=4');
  },
};

let copied: string | null = null;

/** Verses selected by their numbers are copied with their reference and translation. */
export const SelectAndCopy: Story = {
  beforeEach: () => {
    copied = null;
    const previous = Object.getOwnPropertyDescriptor(navigator, 'clipboard');
    Object.defineProperty(navigator, 'clipboard', {
      configurable: true,
      value: {
        writeText: async (text: string) => {
          copied = text;
        },
      },
    });
    return () => {
      if (previous) Object.defineProperty(navigator, 'clipboard', previous);
      else Reflect.deleteProperty(navigator, 'clipboard');
    };
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Select verse 16' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Select verse 17' }));
    await expect(canvas.getByRole('button', { name: 'Select verse 16' })).toHaveAttribute('aria-pressed', 'true');
    const selection = canvas.getByRole('region', { name: 'Selected verses' });
    await expect(within(selection).getByText('John 3:16–17')).toBeVisible();
    await userEvent.click(within(selection).getByRole('button', { name: 'Copy' }));
    await expect(await within(selection).findByText('Copied John 3:16–17.')).toBeVisible();
    await expect(copied).toBe(`16 ${storyChapter.versiculos[15]?.texto} 17 ${storyChapter.versiculos[16]?.texto}\n— John 3:16–17 (WEB)`);
    await userEvent.click(within(selection).getByRole('button', { name: 'Clear selection' }));
    await expect(canvas.queryByRole('region', { name: 'Selected verses' })).toBeNull();
  },
};

/** The next chapter opens in place, and the address follows. */
export const NextChapter: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('link', { name: 'Next chapter John 4' }));
    await expect(await canvas.findByRole('heading', { level: 1, name: 'John 4' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Previous chapter John 3' })).toBeVisible();
  },
};

/** The picker: another book starts at its first chapter; a psalm shows its title before its first verse. */
export const PickAPassage: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.selectOptions(await canvas.findByRole('combobox', { name: 'Book' }), 'Ps');
    await expect(canvas.getByRole('combobox', { name: 'Chapter' })).toHaveValue('1');
    await expect(within(canvas.getByRole('combobox', { name: 'Chapter' })).getAllByRole('option')).toHaveLength(150);
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'Chapter' }), '23');
    await userEvent.click(canvas.getByRole('button', { name: 'Read' }));
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Psalms 23' })).toBeVisible();
    await expect(canvas.getByText('A Psalm by David.')).toBeVisible();
  },
};

/** The text grows and shrinks in steps, within bounds. */
export const TextSize: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const larger = await canvas.findByRole('button', { name: 'Larger text' });
    await expect(canvas.getByText('113%')).toBeVisible();
    await userEvent.click(larger);
    await expect(canvas.getByText('125%')).toBeVisible();
    const smaller = canvas.getByRole('button', { name: 'Smaller text' });
    for (let step = 0; step < 4; step += 1) await userEvent.click(smaller);
    await expect(canvas.getByText('88%')).toBeVisible();
    await expect(smaller).toBeDisabled();
  },
};

/** A shared verse: the verse is the page's title and description. */
export const SharedVerse: Story = {
  parameters: { route: '/bible?version=web&book=John&chapter=3&verse=16' } satisfies ChurchStoryParameters,
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('heading', { level: 1, name: 'John 3' })).toBeVisible();
    await waitFor(() => expect(document.title).toBe('John 3:16 (WEB) · Grace Community Church'));
    await expect(document.getElementById('v16')?.className).toMatch(/target/);
  },
};

/** A chapter past the book's last is not asked for. */
export const NotFound: Story = {
  parameters: { route: '/bible?version=web&book=John&chapter=22' } satisfies ChurchStoryParameters,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'This passage is not in the Bible.' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Start at the beginning' })).toHaveAttribute('href', '/bible?version=web&book=Gen&chapter=1');
  },
};

export const Loading: Story = {
  parameters: { msw: { handlers: { versions: bibleVersionsLoading(), chapter: bibleChapterLoading() } } } satisfies ChurchStoryParameters,
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('Loading the chapter');
  },
};

export const Failed: Story = {
  parameters: { msw: { handlers: { chapter: bibleChapterFailing() } } } satisfies ChurchStoryParameters,
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('alert', {}, { timeout: 5000 })).toHaveTextContent('The chapter could not be loaded. Check your connection and try again.');
  },
};
