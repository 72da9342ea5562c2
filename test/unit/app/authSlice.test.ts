import { persistStore, type Persistor } from 'redux-persist';
import { usersApi, type GetMeApiResponse, type LoginApiResponse } from '../../../src/app/api/generated/users';
import { selectCurrentUser, selectEndedBecause, selectToken, userLoggedIn, userLoggedOut } from '../../../src/app/features/auth/authSlice';
import { AUTH_STORAGE_KEY, setupStore } from '../../../src/app/store';
import { SAMPLE_USERS } from '../../../src/app/testing/sampleUsers';
import { apiMe } from './apiUser';
import { server, useMswServer } from './server';
import { answerGet, answerPost, failure } from './typedHandlers';

useMswServer();

const user = SAMPLE_USERS.vendor;

afterEach(() => localStorage.clear());

function bootstrapped(persistor: Persistor): Promise<void> {
  return new Promise((resolve) => {
    if (persistor.getState().bootstrapped) resolve();
    else persistor.subscribe(() => persistor.getState().bootstrapped && resolve());
  });
}

describe('auth slice', () => {
  it('stores token and user on userLoggedIn, keeping only the user fields the app uses', () => {
    const store = setupStore();
    store.dispatch(userLoggedIn({ token: 't1', user: { ...user, isActive: true } as typeof user }));
    expect(selectToken(store.getState())).toBe('t1');
    expect(selectCurrentUser(store.getState())).toEqual(user);
  });

  it('clears token and user on userLoggedOut', () => {
    const store = setupStore({ auth: { token: 't1', user } });
    store.dispatch(userLoggedOut());
    expect(selectToken(store.getState())).toBeNull();
    expect(selectCurrentUser(store.getState())).toBeNull();
  });

  it('persists only the auth state, under the storage key "user"', async () => {
    const store = setupStore();
    const persistor = persistStore(store);
    await bootstrapped(persistor);
    store.dispatch(userLoggedIn({ token: 't2', user }));
    await persistor.flush();
    expect(AUTH_STORAGE_KEY).toBe('user');
    // SPEC 3: the user itself under the key user, readable as it is; the token beside it.
    expect(JSON.parse(localStorage.getItem('user') ?? 'null')).toEqual(user);
    expect(localStorage.getItem('token')).toBe('t2');
    expect(Object.keys(localStorage).sort()).toEqual(['token', 'user']);

    // SPEC 4: logout clears the stored user and token.
    store.dispatch(userLoggedOut());
    await persistor.flush();
    expect(localStorage.getItem('user')).toBeNull();
    expect(localStorage.getItem('token')).toBeNull();
  });

  it('restores the stored user on start', async () => {
    localStorage.setItem('user', JSON.stringify(user));
    localStorage.setItem('token', 't3');
    const store = setupStore();
    await bootstrapped(persistStore(store));
    expect(selectToken(store.getState())).toBe('t3');
    expect(selectCurrentUser(store.getState())).toEqual(user);
  });

  it('restores a user stored in the layout before (every field a JSON string in the user entry), once', async () => {
    localStorage.setItem('user', JSON.stringify({ token: JSON.stringify('t5'), user: JSON.stringify(user), _persist: '{"version":-1}' }));
    const store = setupStore();
    const persistor = persistStore(store);
    await bootstrapped(persistor);
    expect(selectToken(store.getState())).toBe('t5');
    expect(selectCurrentUser(store.getState())).toEqual(user);
    store.dispatch(userLoggedIn({ token: 't6', user }));
    await persistor.flush();
    expect(JSON.parse(localStorage.getItem('user') ?? 'null')).toEqual(user);
  });

  it('starts signed out when the stored user has no token or is not a user', async () => {
    localStorage.setItem('user', JSON.stringify(user));
    const store = setupStore();
    await bootstrapped(persistStore(store));
    expect(selectToken(store.getState())).toBeNull();
    localStorage.setItem('user', '{not json');
    localStorage.setItem('token', 't7');
    const again = setupStore();
    await bootstrapped(persistStore(again));
    expect(selectCurrentUser(again.getState())).toBeNull();
  });

  it('drops the stored user at once on logout', async () => {
    const store = setupStore();
    const persistor = persistStore(store);
    await bootstrapped(persistor);
    store.dispatch(userLoggedIn({ token: 't4', user }));
    await persistor.flush();
    expect(localStorage.getItem('token')).toBe('t4');
    store.dispatch(userLoggedOut());
    expect(localStorage.getItem('token')).toBeNull();
    expect(localStorage.getItem('user')).toBeNull();
  });

  it('clears the cookies on logout', () => {
    document.cookie = 'session=abc; path=/';
    document.cookie = 'other=1; path=/';
    const store = setupStore({ auth: { token: 't1', user } });
    store.dispatch(userLoggedOut());
    expect(document.cookie).toBe('');
  });
});

describe('base api', () => {
  it('sends the bearer token', async () => {
    let auth: string | null = null;
    server.use(
      answerGet<GetMeApiResponse>('*/api/v1/me', ({ request }) => {
        auth = request.headers.get('authorization');
        return { status: 'success', data: { user: apiMe(user) } };
      }),
    );
    const store = setupStore({ auth: { token: 'tok-9', user } });
    await store.dispatch(usersApi.endpoints.getMe.initiate());
    expect(auth).toBe('Bearer tok-9');
  });

  it('signs the user out when an authenticated request answers 401', async () => {
    server.use(answerGet<GetMeApiResponse>('*/api/v1/me', () => failure(401, 'expired')));
    const store = setupStore({ auth: { token: 'old', user } });
    await store.dispatch(usersApi.endpoints.getMe.initiate());
    expect(selectCurrentUser(store.getState())).toBeNull();
    expect(selectToken(store.getState())).toBeNull();
    // /login says why, in the server's words, until the next sign-in.
    expect(selectEndedBecause(store.getState())).toBe('expired');
    store.dispatch(userLoggedIn({ token: 'new', user }));
    expect(selectEndedBecause(store.getState())).toBeNull();
  });

  it('keeps a visitor as they are when a login answers 401', async () => {
    server.use(answerPost<LoginApiResponse>('*/api/v1/users/login', () => failure(401, 'Incorrect email or password')));
    const store = setupStore();
    const res = await store.dispatch(usersApi.endpoints.login.initiate({ body: { email: 'a@b.co', password: 'x' } }));
    expect('error' in res).toBe(true);
    expect(selectCurrentUser(store.getState())).toBeNull();
  });
});
