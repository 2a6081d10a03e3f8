import { runStoriesAsTests } from '@church/testing/stories';

runStoriesAsTests(import.meta.glob('./**/*.stories.tsx', { eager: true }));
