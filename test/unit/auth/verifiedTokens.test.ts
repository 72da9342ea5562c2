import { createVerifiedTokens } from '../../../src/server/auth/verifiedTokens';

const payload = (exp?: number) => ({ id: 'u1', name: 'A', email: 'a@x.test', ...(exp === undefined ? {} : { exp }) });

describe('the tokens this server has verified', () => {
  it('gives back what a verified token carries, and nothing for any other text', () => {
    const tokens = createVerifiedTokens<ReturnType<typeof payload>>();
    tokens.remember('aaa.bbb.ccc', payload(2_000));
    expect(tokens.get('aaa.bbb.ccc', 1_000_000)).toEqual(payload(2_000));
    expect(tokens.get('aaa.bbb.ccd', 1_000_000)).toBeUndefined();
  });

  it('forgets a token from the second it expires, as jsonwebtoken refuses it', () => {
    const tokens = createVerifiedTokens<ReturnType<typeof payload>>();
    tokens.remember('t', payload(2_000));
    expect(tokens.get('t', 1_999_999)).toBeDefined();
    expect(tokens.get('t', 2_000_000)).toBeUndefined();
    expect(tokens.size).toBe(0);
    // Once forgotten it stays forgotten, even asked with an earlier clock.
    expect(tokens.get('t', 1_000_000)).toBeUndefined();
  });

  it('keeps at most its capacity, dropping the oldest', () => {
    const tokens = createVerifiedTokens<ReturnType<typeof payload>>(2);
    tokens.remember('one', payload());
    tokens.remember('two', payload());
    tokens.remember('three', payload());
    expect(tokens.size).toBe(2);
    expect(tokens.get('one')).toBeUndefined();
    expect(tokens.get('three')).toBeDefined();
  });
});
