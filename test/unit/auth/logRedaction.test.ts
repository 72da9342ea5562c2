import { redactUrl } from '../../../src/server/logRedaction';

const JWT = 'eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJpZCI6IjEyMyIsImlhdCI6MTcwMDAwMDAwMH0.c2lnbmF0dXJlLXNpZ25hdHVyZS1zaWc';
const ID = '5a6b7c8d-9e0f-4a1b-8c2d-3e4f5a6b7c8d';

describe('the request log leaves out the secrets links carry', () => {
  it.each([
    [`/reset/${JWT}`, '/reset/[token]'],
    [`/api/v1/users/reset-password/${JWT}`, '/api/v1/users/reset-password/[token]'],
    [`/auth/member/activate/${JWT}`, '/auth/member/activate/[token]'],
    [`/api/v1/sessions/guest/${JWT}/extend`, '/api/v1/sessions/guest/[token]/extend'],
    [`/api/v1/users/email-undo/${'a1B2'.repeat(10)}`, '/api/v1/users/email-undo/[token]'],
    [`/bookings/guest/${encodeURIComponent(JWT)}?from=mail`, '/bookings/guest/[token]?from=mail'],
    [`/activate?token=${JWT}&x=1`, '/activate?token=[token]&x=1'],
  ])('%s is logged as %s', (url, logged) => {
    expect(redactUrl(url)).toBe(logged);
  });

  it('keeps ids, names and everything else as they came', () => {
    for (const url of [
      `/api/v1/locations/${ID}/zones/${ID}`,
      '/api/v1/billing/revenue',
      '/valet/review?pn=5550100007',
      '/api/v1/events?title=Big%20Game',
      '/locations/%E0%A4%A/guest',
      '/',
    ]) {
      expect(redactUrl(url)).toBe(url);
    }
  });
});
