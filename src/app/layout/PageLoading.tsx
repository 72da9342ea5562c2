import { APP_TEXT } from '../../shared/messages';
import { TOKENS } from '../themeTokens';

/** Shown while a route's code arrives; plain markup so it costs nothing in the first load. */
export function PageLoading() {
  return (
    <div role="status" aria-live="polite" style={{ padding: 48, textAlign: 'center', color: TOKENS.colorTextSecondary }}>
      {APP_TEXT.loading}
    </div>
  );
}
