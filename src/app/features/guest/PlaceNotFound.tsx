import { MESSAGES } from '../../../shared/messages';
import { ButtonLink } from '../../components/PlainButton';

/**
 * A guest or member page whose address names a location or zone that is not there: its not-found
 * text and Find Another to /locations, as the booking page says it for an unknown zone.
 */
export function PlaceNotFound({ title }: { title: string }) {
  return (
    <div style={{ textAlign: 'center', padding: '24px 8px' }}>
      <h1 style={{ fontSize: 24, marginTop: 0 }}>{title}</h1>
      <ButtonLink variant="primary" to="/locations">
        {MESSAGES.findAnother}
      </ButtonLink>
    </div>
  );
}
