import '@testing-library/jest-dom';

// antd in jsdom (STACK.md "Traps"): matchMedia, ResizeObserver, getComputedStyle's pseudo-element
// argument, and a MessageChannel that does not keep jest alive.
Object.defineProperty(window, 'matchMedia', {
  writable: true,
  value: (query: string) => ({
    matches: false,
    media: query,
    onchange: null,
    addListener: () => undefined,
    removeListener: () => undefined,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
    dispatchEvent: () => false,
  }),
});

// jsdom lays nothing out and does not scroll: a page's scrollTo is recorded, not an error.
window.scrollTo = jest.fn() as unknown as typeof window.scrollTo;

class ResizeObserverStub {
  observe(): void {}
  unobserve(): void {}
  disconnect(): void {}
}
(globalThis as unknown as { ResizeObserver: unknown }).ResizeObserver = ResizeObserverStub;

const realGetComputedStyle = window.getComputedStyle.bind(window);
window.getComputedStyle = (elt: Element) => realGetComputedStyle(elt);

class MessageChannelStub {
  port1: { onmessage: ((e: { data: unknown }) => void) | null; postMessage: (d: unknown) => void; close: () => void };
  port2: { onmessage: ((e: { data: unknown }) => void) | null; postMessage: (d: unknown) => void; close: () => void };
  constructor() {
    this.port1 = { onmessage: null, postMessage: (d) => setTimeout(() => this.port2.onmessage?.({ data: d }), 0), close: () => undefined };
    this.port2 = { onmessage: null, postMessage: (d) => setTimeout(() => this.port1.onmessage?.({ data: d }), 0), close: () => undefined };
  }
}
(globalThis as unknown as { MessageChannel: unknown }).MessageChannel = MessageChannelStub;

// antd's CSS-in-JS computes every component's stylesheet on first use and injects it into the
// document; jsdom neither lays out nor paints, and each injected sheet makes later style lookups
// slower. Unit tests therefore register no styles: they assert text, roles and calls. What the
// styles do is seen where they apply: the e2e tests in Chromium and Storybook.
jest.mock('@ant-design/cssinjs', () => ({ ...jest.requireActual('@ant-design/cssinjs'), useStyleRegister: () => () => null }));

// What a page keeps for its tab or its device (the parking.* keys: a receipt, a payment left open,
// the cars booked) belongs to the test that wrote it: the next test opens a fresh tab.
afterEach(() => {
  for (const store of [sessionStorage, localStorage]) {
    for (const key of Object.keys(store)) if (key.startsWith('parking.')) store.removeItem(key);
  }
});
