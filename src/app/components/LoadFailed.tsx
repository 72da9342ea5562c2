import { PARKING_TEXT, SERVER_MESSAGES } from '../../shared/messages';
import { errorMessage, noAnswer, outcomeUnknown } from '../api/errors';
import { NoticeBox } from './NoticeBox';
import { PlainButton } from './PlainButton';

export interface LoadFailedProps {
  /** The failed query's error: no answer (no signal) or a server failure. */
  error: unknown;
  onRetry: () => void;
  retrying?: boolean;
}

/** No answer: No connection; a server failure: ours, never its text; a refusal (a 429, ...): the server's words. */
function loadFailure(error: unknown): string {
  if (noAnswer(error)) return SERVER_MESSAGES.noConnection;
  return outcomeUnknown(error) ? SERVER_MESSAGES.serverError : errorMessage(error, SERVER_MESSAGES.serverError);
}

/**
 * What a driver's page says when what it shows could not be loaded for a reason a retry can mend
 * (not a missing place: that is PlaceNotFound): what happened, and Try again. Plain markup.
 */
export function LoadFailed({ error, onRetry, retrying = false }: LoadFailedProps) {
  return (
    <div style={{ marginBottom: 16 }}>
      <NoticeBox type="error">{loadFailure(error)}</NoticeBox>
      <PlainButton variant="primary" block loading={retrying} onClick={onRetry}>
        {PARKING_TEXT.retryBooking}
      </PlainButton>
    </div>
  );
}
