import { api, DEMO, loginToken, removeDir, startServer } from './support/server';

jest.setTimeout(180_000);

describe('the production server (node dist/server/main.js)', () => {
  it('serves the SPA on any client route, keeps its data across a restart, and stops cleanly on SIGTERM', async () => {
    const first = await startServer();
    try {
      expect(first.stdout()).toMatch(/Demo data loaded/);
      for (const route of ['/', '/login', '/dashboard', '/locations/abc/zones']) {
        const res = await fetch(`${first.baseUrl}${route}`);
        expect({ route, status: res.status }).toEqual({ route, status: 200 });
        expect(res.headers.get('content-type')).toMatch(/text\/html/);
        expect(await res.text()).toMatch(/<div id="root"|<script/);
      }
      // Unknown API paths stay JSON errors, never the SPA's HTML.
      const missing = await api(first.baseUrl, 'GET', '/api/v1/no-such-thing');
      expect(missing.status).toBe(404);
      expect(missing.body).toMatchObject({ status: 'fail' });

      await loginToken(first.baseUrl, DEMO.customer);
    } finally {
      const exit = await first.stop();
      expect(exit).toEqual({ code: 0, signal: null });
      expect(first.stdout()).toMatch(/Stopped cleanly\./);
    }

    // Same DATA_DIR: the database and the generated JWT secret survive; demo data is not loaded twice.
    const second = await startServer({ dataDir: first.dataDir });
    try {
      expect(second.stdout()).not.toMatch(/Demo data loaded/);
      await loginToken(second.baseUrl, DEMO.vendor);
    } finally {
      expect(await second.stop()).toEqual({ code: 0, signal: null });
      removeDir(first.dataDir);
    }
  });
});
