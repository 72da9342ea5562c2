import { createSseParser, openLiveStream, reconnectDelay, type LiveMessage } from '../../../src/app/api/live';

const encoder = new TextEncoder();

/** A response whose body gives `chunks` one by one, then ends (or stays open). */
function streamOf(chunks: string[], stayOpen = false) {
  let i = 0;
  const body = new ReadableStream<Uint8Array>({
    pull(controller) {
      if (i < chunks.length) controller.enqueue(encoder.encode(chunks[i++]!));
      else if (!stayOpen) controller.close();
      else return new Promise(() => undefined);
      return undefined;
    },
  });
  return { ok: true, status: 200, body } as Pick<Response, 'ok' | 'status' | 'body'>;
}

const waitFor = async (check: () => boolean, ms = 2000) => {
  const until = Date.now() + ms;
  while (!check()) {
    if (Date.now() > until) throw new Error('timed out');
    await new Promise((r) => setTimeout(r, 5));
  }
};

describe('the event-stream parser', () => {
  it('joins lines split anywhere across chunks, skips comments, names events', () => {
    const got: [string, string][] = [];
    const feed = createSseParser((data, event) => got.push([data, event]));
    const text =
      'retry: 2000\n\nevent: ready\ndata: {}\n\n: ping\n\ndata: {"type":"session","locationId":"L1"}\r\n\r\ndata: a\ndata: b\n\n';
    // Every split point, including between \r and \n.
    for (let cut = 1; cut < text.length; cut++) {
      got.length = 0;
      const parse = createSseParser((data, event) => got.push([data, event]));
      parse(text.slice(0, cut));
      parse(text.slice(cut));
      expect([cut, got]).toEqual([
        cut,
        [
          ['{}', 'ready'],
          ['{"type":"session","locationId":"L1"}', 'message'],
          ['a\nb', 'message'],
        ],
      ]);
    }
    feed('data: x');
    expect(got).toHaveLength(3);
  });

  it('waits 1 s, 2 s, 4 s, 8 s, then 10 s between reconnects', () => {
    expect([0, 1, 2, 3, 4, 5, 10].map(reconnectDelay)).toEqual([1000, 2000, 4000, 8000, 10_000, 10_000, 10_000]);
  });
});

describe('openLiveStream', () => {
  it('reads messages split mid-line, sends the token, and reconnects by itself after the stream ends', async () => {
    const calls: RequestInit[] = [];
    const responses = [
      streamOf(['retry: 2000\n\nevent: ready\nda', 'ta: {}\n\ndata: {"type":"val', 'et","ticketId":"T1","status":"parked"}\n', '\n']),
      streamOf(['event: ready\ndata: {}\n\ndata: {"type":"session","locationId":"L1"}\n\n'], true),
    ];
    const got: LiveMessage[] = [];
    const opens: boolean[] = [];
    const stop = openLiveStream({
      url: 'http://x/api/v1/live/valets',
      token: 'tok',
      onEvent: (m) => got.push(m),
      onOpen: (again) => opens.push(again),
      delay: () => 10,
      fetch: async (_url, init) => {
        calls.push(init);
        return responses.shift() ?? streamOf([], true);
      },
    });
    await waitFor(() => got.length === 2);
    stop();
    expect(got).toEqual([
      { type: 'valet', ticketId: 'T1', status: 'parked' },
      { type: 'session', locationId: 'L1' },
    ]);
    expect(calls).toHaveLength(2);
    expect(calls[0]!.headers).toMatchObject({ authorization: 'Bearer tok' });
    // The second open is a reconnect: the hooks refetch what may have been missed.
    expect(opens).toEqual([false, true]);
  });

  it('tries again after a network error with a growing delay, and gives up on a refusal', async () => {
    const attempts: number[] = [];
    let n = 0;
    const stop = openLiveStream({
      url: 'http://x/s',
      onEvent: () => undefined,
      delay: (attempt) => {
        attempts.push(attempt);
        return 5;
      },
      fetch: async () => {
        n += 1;
        if (n <= 3) throw new TypeError('network down');
        return { ok: false, status: 401, body: null };
      },
    });
    await waitFor(() => n === 4);
    await new Promise((r) => setTimeout(r, 50));
    stop();
    expect(n).toBe(4);
    expect(attempts).toEqual([0, 1, 2]);
  });

  it('stops reading and reconnecting when stopped', async () => {
    let n = 0;
    const stop = openLiveStream({
      url: 'http://x/s',
      onEvent: () => undefined,
      delay: () => 5,
      fetch: async (_url, init) => {
        n += 1;
        return new Promise((_resolve, reject) => init.signal?.addEventListener('abort', () => reject(new Error('aborted'))));
      },
    });
    await waitFor(() => n === 1);
    stop();
    await new Promise((r) => setTimeout(r, 50));
    expect(n).toBe(1);
  });
});
