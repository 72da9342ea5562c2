import { PARKING_MESSAGES } from '../../shared/messages';
import { TOKENS } from '../themeTokens';
import { ButtonLink } from './PlainButton';

/**
 * A public page whose address names a location or zone with nothing to offer there (not found, a
 * malformed id, a closed zone): what it is, and Find Another to /locations.
 */
export function PlaceNotFound({ title, body }: { title: string; body?: string }) {
  return (
    <div style={{ textAlign: 'center', padding: '24px 8px' }}>
      <h1 style={{ fontSize: 24, marginTop: 0 }}>{title}</h1>
      {body && <p style={{ color: TOKENS.colorTextSecondary }}>{body}</p>}
      <ButtonLink asButton variant="primary" to="/locations">
        {PARKING_MESSAGES.findAnother}
      </ButtonLink>
    </div>
  );
}
