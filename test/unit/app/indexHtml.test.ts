import fs from 'node:fs';
import path from 'node:path';
import { APP_TEXT } from '../../../src/shared/messages';

// What a driver sees before the app's code arrives: public/index.html's own markup and script.
const html = fs.readFileSync(path.join(__dirname, '../../../public/index.html'), 'utf8');
const body = /<body>([\s\S]*)<\/body>/.exec(html)?.[1] ?? '';
const bootScript = [...body.matchAll(/<script>([\s\S]*?)<\/script>/g)].map((m) => m[1] ?? '').find((s) => s.includes('boot'));

describe('index.html before the app starts', () => {
  beforeEach(() => {
    jest.useFakeTimers();
    document.body.innerHTML = body;
    // Scripts set by innerHTML do not run: run the page's own one as the browser would.
    new Function(bootScript ?? 'throw new Error("index.html has no boot script")')();
  });
  afterEach(() => {
    jest.useRealTimers();
    document.body.innerHTML = '';
  });

  it('says the page is loading at once, in the words the app uses', () => {
    expect(document.getElementById('root')?.textContent?.trim()).toBe(APP_TEXT.loading);
    expect(document.querySelector('#root [role="status"]')).not.toBeNull();
  });

  it('after 12 s still loading, says a weak signal can make this slow and offers Reload', () => {
    jest.advanceTimersByTime(11_999);
    expect(document.getElementById('root')?.textContent?.trim()).toBe(APP_TEXT.loading);
    jest.advanceTimersByTime(1);
    const status = document.querySelector('#root [role="status"]');
    expect(status?.textContent).toBe(`${APP_TEXT.stillLoading}${APP_TEXT.reload}`);
    expect(status?.querySelector('a')?.textContent).toBe(APP_TEXT.reload);
  });

  it('says nothing more once the app has replaced the words', () => {
    document.getElementById('root')!.replaceChildren();
    jest.advanceTimersByTime(12_000);
    expect(document.getElementById('root')?.textContent).toBe('');
  });
});
