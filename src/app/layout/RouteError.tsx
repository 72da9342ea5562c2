import { useEffect } from 'react';
import { useRouteError } from 'react-router-dom';
import { APP_TEXT, SERVER_MESSAGES } from '../../shared/messages';

/**
 * Whether `error` is a page's code (or a stylesheet of it) that could not be downloaded: webpack's
 * ChunkLoadError ("Loading chunk 12 failed.", "Loading CSS chunk 12 failed."), or a native dynamic
 * import's TypeError ("Failed to fetch dynamically imported module", Safari's "Importing a module
 * script failed", Firefox's "error loading dynamically imported module"). On a phone that is
 * almost always the connection.
 */
export function isChunkLoadError(error: unknown): boolean {
  if (!error || typeof error !== 'object') return false;
  const { name, message } = error as { name?: unknown; message?: unknown };
  if (name === 'ChunkLoadError') return true;
  if (typeof message !== 'string') return false;
  return /Loading (CSS )?chunk [\w-]+ failed|Failed to fetch dynamically imported module|Importing a module script failed|error loading dynamically imported module/i.test(
    message,
  );
}

export interface RouteErrorViewProps {
  /** What the route threw, or what stopped its code from loading. */
  error: unknown;
  /** How the page is opened again once the phone is back online; the browser's reload by default. */
  reload?: () => void;
}

/** The route error element: what the router caught, said as RouteErrorView says it. */
export function RouteError({ reload }: Pick<RouteErrorViewProps, 'reload'>) {
  return <RouteErrorView error={useRouteError()} reload={reload} />;
}

/**
 * Shown when a route throws or its code cannot be loaded. Code that could not be downloaded (no
 * signal, or a new release replaced the chunk) says it is the connection, as the offline banner
 * does, and the page reloads by itself when the phone comes back online: the router keeps a failed
 * page load for good, so only a reload fetches it again. Anything else is our fault, said as such.
 * Plain markup: antd itself may be what failed to load.
 */
export function RouteErrorView({ error, reload = reloadPage }: RouteErrorViewProps) {
  const connection = isChunkLoadError(error);
  useEffect(() => {
    if (!connection) return;
    const online = () => reload();
    window.addEventListener('online', online);
    return () => window.removeEventListener('online', online);
  }, [connection, reload]);
  return (
    <div role="alert" style={{ padding: 48, textAlign: 'center' }}>
      <p>{connection ? APP_TEXT.offline : SERVER_MESSAGES.serverError}</p>
      <a href={typeof window === 'undefined' ? '/' : window.location.href}>{APP_TEXT.reload}</a>
    </div>
  );
}

function reloadPage(): void {
  window.location.reload();
}
