import { createUserCache, USER_CACHE_TTL_MS } from '../../../src/server/auth/userCache';
import type { UserRow } from '../../../src/server/db/schema';

const row = (isActive: boolean) => ({ id: 'u1', isActive }) as UserRow;

describe('the signed-in users kept in memory', () => {
  it('reads every time until it is told change notices can arrive, then once per user', async () => {
    const cache = createUserCache();
    const read = jest.fn(async () => row(true));
    await cache.get('u1', read);
    await cache.get('u1', read);
    expect(read).toHaveBeenCalledTimes(2);
    cache.setLive(true);
    await cache.get('u1', read);
    await cache.get('u1', read);
    expect(read).toHaveBeenCalledTimes(3);
  });

  it('reads again after a change to the user, after its time is up, and after notices were lost', async () => {
    let t = 0;
    const cache = createUserCache(() => t);
    cache.setLive(true);
    let current = row(true);
    const read = jest.fn(async () => current);
    expect((await cache.get('u1', read))?.isActive).toBe(true);
    current = row(false);
    expect((await cache.get('u1', read))?.isActive).toBe(true);
    cache.forget('u1');
    expect((await cache.get('u1', read))?.isActive).toBe(false);
    expect(read).toHaveBeenCalledTimes(2);

    t += USER_CACHE_TTL_MS + 1;
    await cache.get('u1', read);
    expect(read).toHaveBeenCalledTimes(3);

    cache.setLive(false);
    await cache.get('u1', read);
    await cache.get('u1', read);
    expect(read).toHaveBeenCalledTimes(5);
  });

  it('does not keep a row read while a change to it came in (it may be the old one)', async () => {
    const cache = createUserCache();
    cache.setLive(true);
    let release!: () => void;
    const slow = () =>
      new Promise<UserRow>((resolve) => {
        release = () => resolve(row(true));
      });
    const pending = cache.get('u1', slow);
    // The deactivation commits and is heard while the read is on its way.
    cache.forget('u1');
    release();
    expect((await pending)?.isActive).toBe(true);
    const read = jest.fn(async () => row(false));
    expect((await cache.get('u1', read))?.isActive).toBe(false);
    expect(read).toHaveBeenCalledTimes(1);
  });

  it('keeps no unknown user', async () => {
    const cache = createUserCache();
    cache.setLive(true);
    const read = jest.fn(async () => undefined);
    await cache.get('nobody', read);
    await cache.get('nobody', read);
    expect(read).toHaveBeenCalledTimes(2);
  });

  it('tells its listeners who changed (null: anyone), until they unsubscribe; a throwing one stops nobody', () => {
    const cache = createUserCache();
    const heard: (string | null)[] = [];
    cache.onChange(() => {
      throw new Error('boom');
    });
    const off = cache.onChange((id) => heard.push(id));
    cache.forget('u1');
    cache.setLive(true);
    off();
    cache.forget('u2');
    expect(heard).toEqual(['u1', null]);
  });
});
