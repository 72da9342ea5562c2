import { useMatches } from 'react-router-dom';
import type { RouteSpec } from '../routeTable';

function isRouteSpec(handle: unknown): handle is RouteSpec {
  return typeof handle === 'object' && handle !== null && 'screen' in handle && typeof handle.screen === 'string';
}

/** The screen name of the deepest matched route (from the route table), if any. */
export function useScreenName(): string | undefined {
  const matches = useMatches();
  for (let i = matches.length - 1; i >= 0; i -= 1) {
    const handle = matches[i].handle;
    if (isRouteSpec(handle)) return handle.screen;
  }
  return undefined;
}
