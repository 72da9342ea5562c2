import { useEffect, useState } from 'react';
import { APP_TEXT } from '../../shared/messages';
import { TOKENS } from '../themeTokens';

/** After this long still waiting for a page's code, the wait is said to be slow (index.html does the same). */
export const SLOW_LOADING_MS = 12_000;

/**
 * Shown while a route's code arrives; plain markup so it costs nothing in the first load. On a weak
 * signal that can take many seconds: past SLOW_LOADING_MS it says so, with Reload.
 */
export function PageLoading({ slowAfterMs = SLOW_LOADING_MS }: { slowAfterMs?: number }) {
  const [slow, setSlow] = useState(false);
  useEffect(() => {
    const timer = setTimeout(() => setSlow(true), slowAfterMs);
    return () => clearTimeout(timer);
  }, [slowAfterMs]);
  return (
    <div role="status" aria-live="polite" style={{ padding: 48, textAlign: 'center', color: TOKENS.colorTextSecondary }}>
      {slow ? APP_TEXT.stillLoading : APP_TEXT.loading}
      {slow && (
        <a href={window.location.href} style={{ display: 'block', width: 'max-content', margin: '4px auto 0', padding: '12px 16px' }}>
          {APP_TEXT.reload}
        </a>
      )}
    </div>
  );
}
