import { composeStories } from '@storybook/react-vite';
import { describe, test } from 'vitest';

type StoryFile = Parameters<typeof composeStories>[0];

/** Stories that type into forms take seconds in jsdom, longer on a loaded CI machine; each wait inside may take 15 s (vitest-setup.ts). */
const STORY_TIMEOUT_MS = 60_000;

/**
 * Turns every story of the given story files into a test: the story renders with the project's
 * decorators and its play function, which asserts, runs. Call it with
 * `import.meta.glob('./**\/*.stories.tsx', { eager: true })`.
 */
export function runStoriesAsTests(files: Record<string, unknown>): void {
  for (const [file, exports] of Object.entries(files)) {
    const stories = composeStories(exports as StoryFile) as Record<string, { run: () => Promise<void> }>;
    describe(file, () => {
      for (const [name, story] of Object.entries(stories)) {
        test(
          name,
          async () => {
            await story.run();
          },
          STORY_TIMEOUT_MS,
        );
      }
    });
  }
}
