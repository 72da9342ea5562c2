// The auth feature's public surface for other features (pages are loaded by the route table).
export { selectCurrentUser, selectToken, userLoggedIn, userLoggedOut, userProfileSaved, type AuthUser } from './authSlice';
export { useLogOut } from './useLogOut';
