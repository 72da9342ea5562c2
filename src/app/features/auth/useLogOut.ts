import { useCallback } from 'react';
import { useNavigate } from 'react-router-dom';
import { useAppDispatch } from '../../hooks';
import { userLoggedOut } from './authSlice';

/**
 * SPEC section 4: logout clears the token, the cookies and the stored user, then goes to /login.
 * The store's listener clears cookies and the api cache; redux-persist writes the emptied auth state
 * over the stored user.
 */
export function useLogOut(): () => void {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  return useCallback(() => {
    dispatch(userLoggedOut());
    navigate('/login', { replace: true });
  }, [dispatch, navigate]);
}
