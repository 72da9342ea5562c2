import { APP_TEXT, MESSAGES } from '../../shared/messages';

/**
 * Shown when a route throws or its code cannot be loaded (e.g. a new release replaced the chunk).
 * Plain markup: antd itself may be what failed to load.
 */
export function RouteError() {
  return (
    <div role="alert" style={{ padding: 48, textAlign: 'center' }}>
      <p>{MESSAGES.serverError}</p>
      <a href={typeof window === 'undefined' ? '/' : window.location.href}>{APP_TEXT.reload}</a>
    </div>
  );
}
