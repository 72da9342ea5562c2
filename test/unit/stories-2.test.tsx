import { renderEveryStoryOf, storyFilesOf } from './support/storiesSuite';

// The second half of every story in src (test/unit/support/storiesSuite.tsx; the first is in stories.test.tsx).
renderEveryStoryOf(storyFilesOf(1));
