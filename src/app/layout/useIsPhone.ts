import { useSyncExternalStore } from 'react';

/** SPEC: below 768 px the side menu becomes a drawer. */
export const PHONE_QUERY = '(max-width: 767.98px)';

function subscribe(onChange: () => void): () => void {
  const list = window.matchMedia(PHONE_QUERY);
  list.addEventListener('change', onChange);
  return () => list.removeEventListener('change', onChange);
}

// Read synchronously (not via antd's useBreakpoint, which starts empty) so a phone never flashes the
// desktop sider before switching to the drawer.
export function useIsPhone(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => window.matchMedia(PHONE_QUERY).matches,
    () => false,
  );
}
