import { APP_TEXT } from '../../shared/messages';

/** Shown while a route's code arrives; plain markup so it costs nothing in the first load. */
export function PageLoading() {
  return (
    <div role="status" aria-live="polite" style={{ padding: 48, textAlign: 'center', color: '#5b6472' }}>
      {APP_TEXT.loading}
    </div>
  );
}
