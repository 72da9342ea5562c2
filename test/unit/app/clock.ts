/**
 * Fixes what `Date` says (Date.now(), new Date()) at `iso` for the test, leaving every timer real, so
 * MSW, RTK Query and userEvent run as usual while the live countdowns read a known time.
 */
export function fixClock(iso: string): void {
  jest.useFakeTimers({
    now: new Date(iso),
    doNotFake: [
      'hrtime',
      'nextTick',
      'performance',
      'queueMicrotask',
      'requestAnimationFrame',
      'cancelAnimationFrame',
      'requestIdleCallback',
      'cancelIdleCallback',
      'setImmediate',
      'clearImmediate',
      'setInterval',
      'clearInterval',
      'setTimeout',
      'clearTimeout',
    ],
  });
}

/** Before each test of the file: `Date` says `iso`; after it, the real clock again. */
export function useFixedClock(iso: string): void {
  beforeEach(() => fixClock(iso));
  afterEach(() => jest.useRealTimers());
}
