import { render, screen } from '@testing-library/react';
import { Provider } from 'react-redux';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import configureMockStore from 'redux-mock-store';
import { userLoggedOut, type AuthState } from '../../../src/app/features/auth/authSlice';
import { LogOutButton } from '../../../src/app/features/profile/LogOutButton';
import { SAMPLE_USERS } from '../../../src/app/testing/sampleUsers';
import { APP_TEXT } from '../../../src/shared/messages';
import { typist } from './renderWithProviders';

// DESIGN.md: redux-mock-store only where a test asserts which actions a component dispatches. The
// store's listener (cookies, stored user, api cache) reacts to this one action; its effects are
// tested against the real store in authSlice.test.ts. The profile page's button alone: the page also
// reads the account's reminder settings through the api, which this store has not got.
const mockStore = configureMockStore<{ auth: AuthState }>([]);

describe('Log Out', () => {
  it('dispatches exactly one userLoggedOut, then shows /login', async () => {
    const store = mockStore({ auth: { token: 'tok', user: SAMPLE_USERS.customer } });
    render(
      <Provider store={store}>
        <MemoryRouter initialEntries={['/profile']}>
          <Routes>
            <Route path="/profile" element={<LogOutButton />} />
            <Route path="/login" element={<p>login page</p>} />
          </Routes>
        </MemoryRouter>
      </Provider>,
    );
    await typist().click(await screen.findByRole('button', { name: APP_TEXT.logOut }));
    expect(store.getActions()).toEqual([userLoggedOut()]);
    expect(screen.getByText('login page')).toBeInTheDocument();
  });
});
