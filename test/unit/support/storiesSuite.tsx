import fs from 'node:fs';
import path from 'node:path';
import { Component, type ReactNode } from 'react';
import { act, cleanup, render } from '@testing-library/react';
import { composeStories, type composeStory, setProjectAnnotations } from '@storybook/react-webpack5';
import preview from '../../../.storybook/preview';

/**
 * Every story in src renders without throwing, composed with the same preview (decorators,
 * parameters) Storybook uses, with its loaders and play function run. A story that breaks is a
 * component that breaks, so this keeps the stories honest without a browser. The stories are
 * shared between two test files (stories.test.tsx, stories-2.test.tsx) so that the two jest
 * workers render them side by side: one file took about 45 s alone at the end of the unit run.
 */

export const ROOT = path.resolve(__dirname, '../../..');
export const SRC = path.join(ROOT, 'src');

export function findFiles(dir: string, suffix: string): string[] {
  const found: string[] = [];
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const p = path.join(dir, entry.name);
    if (entry.isDirectory()) {
      if (entry.name !== 'node_modules') found.push(...findFiles(p, suffix));
    } else if (entry.name.endsWith(suffix)) {
      found.push(p);
    }
  }
  return found.sort();
}

type StoryModule = Parameters<typeof composeStories>[0];
type ComposedStory = ReturnType<typeof composeStory>;

class Catch extends Component<{ onError: (e: unknown) => void; children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override componentDidCatch(error: unknown) {
    this.props.onError(error);
  }
  override render() {
    return this.state.failed ? null : this.props.children;
  }
}

setProjectAnnotations(preview);

/** Every *.stories.tsx under src, sorted; `part` 0 or 1 of the two halves (alternate files, so each half mixes pages and parts). */
export function storyFilesOf(part: 0 | 1): string[] {
  return findFiles(SRC, '.stories.tsx').filter((_f, i) => i % 2 === part);
}

/** One test per file: each of its stories loads, renders, plays and settles without an error. */
export function renderEveryStoryOf(storyFiles: string[]): void {
  describe.each(storyFiles.map((f) => [path.relative(ROOT, f), f] as const))('%s', (_name, file) => {
    it('renders every story without errors', async () => {
      const mod = (await import(file)) as StoryModule;
      const stories = Object.entries(composeStories(mod) as Record<string, ComposedStory>);
      expect(stories.length).toBeGreaterThan(0);
      const failures: { story: string; errors: string[] }[] = [];
      for (const [name, Story] of stories) {
        const errors: unknown[] = [];
        const onWindowError = (e: ErrorEvent) => errors.push(e.error ?? e.message);
        window.addEventListener('error', onWindowError);
        // React Router's own error boundary catches what a route element throws (a router inside a
        // router, say) and shows its error page instead: that story is broken too.
        const logError = console.error;
        const routerCaught = jest.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
          const text = args.map(String).join(' ');
          if (text.includes('React Router default ErrorBoundary')) errors.push(text);
          else logError(...args);
        });
        try {
          await Story.load();
          let container: HTMLElement | undefined;
          await act(async () => {
            container = render(
              <Catch onError={(e) => errors.push(e)}>
                <Story />
              </Catch>,
            ).container;
          });
          if (Story.play && container) await Story.play({ canvasElement: container });
          // Let effects, lazy chunks and mocked requests settle before judging the story.
          await act(async () => {
            await new Promise((r) => setTimeout(r, 0));
          });
        } catch (err) {
          errors.push(err);
        } finally {
          window.removeEventListener('error', onWindowError);
          cleanup();
          routerCaught.mockRestore();
        }
        if (errors.length) failures.push({ story: name, errors: errors.map(String) });
      }
      expect(failures).toEqual([]);
    });
  });
}
