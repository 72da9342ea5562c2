import { PARKING_TEXT } from '../../../shared/messages';

/** A location as a picker's option. An inactive lot says so, as its card does: drivers cannot book it. */
export function locationOption(l: { _id: string; name: string; archieved?: boolean }) {
  return { value: l._id, label: l.archieved ? `${l.name} (${PARKING_TEXT.inactive})` : l.name };
}
