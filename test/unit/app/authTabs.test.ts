import type { GetMeApiResponse } from '../../../src/app/api/generated/users';
import { usersEnhancedApi } from '../../../src/app/api/enhanced/users';
import { syncAuthAcrossTabs } from '../../../src/app/authSync';
import { TOKEN_KEY, USER_KEY } from '../../../src/app/authStorage';
import { setupStore } from '../../../src/app/store';
import { SAMPLE_USERS } from '../../../src/app/testing/sampleUsers';
import { MESSAGES } from '../../../src/shared/messages';
import { apiMe } from './apiUser';
import { server, useMswServer } from './server';
import { answerGet, failure } from './typedHandlers';

useMswServer();
afterEach(() => localStorage.clear());

const customer = SAMPLE_USERS.customer;
/** What another tab of this browser wrote when it signed in (authStorage's layout). */
const otherTabSignedIn = (token: string, user = customer) => {
  localStorage.setItem(USER_KEY, JSON.stringify(user));
  localStorage.setItem(TOKEN_KEY, token);
};

describe('the tabs of one browser share the sign-in', () => {
  it('a tab refused its old token takes the newer one another tab holds (a password changed there) and asks again, instead of signing the browser out', async () => {
    const store = setupStore({ auth: { token: 'old', user: customer } });
    otherTabSignedIn('new');
    const seen: (string | null)[] = [];
    server.use(
      answerGet<GetMeApiResponse>('*/api/v1/me', ({ request }) => {
        seen.push(request.headers.get('authorization'));
        return request.headers.get('authorization') === 'Bearer new'
          ? { status: 'success', data: { user: apiMe(customer) } }
          : failure(401, MESSAGES.signedOutNewPassword);
      }),
    );
    const answer = await store.dispatch(usersEnhancedApi.endpoints.getMe.initiate());
    expect(seen).toEqual(['Bearer old', 'Bearer new']);
    expect(answer.data?.data.user.email).toBe(customer.email);
    expect(store.getState().auth).toMatchObject({ token: 'new', user: { _id: customer._id } });
    expect(localStorage.getItem(TOKEN_KEY)).toBe('new');
  });

  it('a tab whose newer token from another tab is refused too is signed out, saying why', async () => {
    const store = setupStore({ auth: { token: 'old', user: customer } });
    otherTabSignedIn('new');
    server.use(answerGet<GetMeApiResponse>('*/api/v1/me', () => failure(401, MESSAGES.signedOutAccountDeleted)));
    await store.dispatch(usersEnhancedApi.endpoints.getMe.initiate());
    expect(store.getState().auth).toMatchObject({ token: null, user: null, endedBecause: MESSAGES.signedOutAccountDeleted });
  });

  it('a tab whose token was refused and that no other tab replaced is signed out, saying why', async () => {
    const store = setupStore({ auth: { token: 'old', user: customer } });
    otherTabSignedIn('old');
    server.use(answerGet<GetMeApiResponse>('*/api/v1/me', () => failure(401, MESSAGES.signedOutNewPassword)));
    await store.dispatch(usersEnhancedApi.endpoints.getMe.initiate());
    expect(store.getState().auth).toMatchObject({ token: null, user: null, endedBecause: MESSAGES.signedOutNewPassword });
    expect(localStorage.getItem(TOKEN_KEY)).toBeNull();
  });

  it('follows another tab: a new token of the same account, Log Out, and another account signing in', () => {
    const store = setupStore({ auth: { token: 'a', user: customer } });
    const tabs = new EventTarget();
    const stop = syncAuthAcrossTabs(store, tabs as unknown as Window);
    const changed = () => tabs.dispatchEvent(new StorageEvent('storage', { key: TOKEN_KEY }));

    otherTabSignedIn('b');
    changed();
    expect(store.getState().auth).toMatchObject({ token: 'b', user: { _id: customer._id } });

    localStorage.clear();
    changed();
    expect(store.getState().auth).toMatchObject({ token: null, user: null, endedBecause: MESSAGES.signedOutInOtherTab });

    otherTabSignedIn('v', SAMPLE_USERS.vendor);
    changed();
    expect(store.getState().auth).toMatchObject({ token: 'v', user: { _id: SAMPLE_USERS.vendor._id, role: 'vendor' } });

    // Another key of the storage (a booked plate) changes nothing.
    localStorage.clear();
    tabs.dispatchEvent(new StorageEvent('storage', { key: 'bookedHere' }));
    expect(store.getState().auth.token).toBe('v');
    stop();
  });
});
