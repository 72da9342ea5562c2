import path from 'node:path';
import { cleanup, render } from '@testing-library/react';
import { composeStories } from '@storybook/react-webpack5';
import { findFiles, renderEveryStoryOf, SRC, storyFilesOf } from './support/storiesSuite';

// Every story in src renders (test/unit/support/storiesSuite.tsx): the first half here, the second in stories-2.test.tsx.
const storyFiles = [...storyFilesOf(0), ...storyFilesOf(1)];

describe('story discovery', () => {
  it('walks src for *.stories.tsx (and finds files there at all)', () => {
    expect(findFiles(path.join(SRC, 'shared'), '.ts')).toContain(path.join(SRC, 'shared', 'access.ts'));
    expect(storyFiles.every((f) => f.startsWith(SRC) && f.endsWith('.stories.tsx'))).toBe(true);
    // The two halves are every story file, each once.
    expect(storyFilesOf(0).length).toBeGreaterThan(0);
    expect(storyFilesOf(1).length).toBeGreaterThan(0);
    expect([...storyFiles].sort()).toEqual(findFiles(SRC, '.stories.tsx'));
  });

  it('composes and renders a story the same way the files below are', async () => {
    const Hello = ({ who }: { who: string }) => <p>Hello {who}</p>;
    const mod = { default: { title: 'Self/Hello', component: Hello }, World: { args: { who: 'world' } } };
    const { World } = composeStories(mod);
    const view = render(<World />);
    expect(view.getByText('Hello world')).toBeInTheDocument();
    cleanup();
  });
});

renderEveryStoryOf(storyFilesOf(0));
