import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { LIMITS } from '../../../shared/limits';
import { VALET_MESSAGES, VALET_TEXT } from '../../../shared/messages';
import { typedPhone } from '../../../shared/phone';
import { useFindValetByPhoneMutation } from '../../api/enhanced/valets';
import { PlainButton } from '../../components/PlainButton';
import { pasteIntoField } from '../../components/fieldPaste';
import { PlainForm } from '../../components/PlainForm';
import { TextField } from '../../components/TextField';
import { useSubmission } from '../../components/useSubmission';
import { OpenTicketsPanel } from './OpenTicketChoices';
import type { OpenTicketChoice } from './openTicketChoice';

/** What the desk passes to /valet/create: the open tickets staff saw there, so the form does not ask about them again. */
export interface CreateTicketState {
  openTicketsSeen: string[];
  /** The lookup found no open ticket for the number: the form says so (it opened without a word). */
  noOpenTicket?: boolean;
}

/** /valet/create for a looked-up number, at SPEC 2's address. */
export const createTicketPath = (phone: string) => `/valet/create?phoneNumber=${encodeURIComponent(phone)}&existing=true`;

interface Found {
  phone: string;
  tickets: OpenTicketChoice[];
}

/**
 * SPEC 2's "Customer Phone Number" and Submit: the number's open ticket opens its details; no
 * ticket opens a new one with the number filled in. A number with several open tickets (cars handed
 * in on one phone) lists them all, to open the one meant or start a new one: opening the newest
 * alone hid the others. Plain markup: the desk loads without antd.
 */
export function PhoneLookup() {
  const navigate = useNavigate();
  const [findValet, { isLoading }] = useFindValetByPhoneMutation();
  const { error, refuse, send } = useSubmission();
  const [phone, setPhone] = useState('');
  const [found, setFound] = useState<Found | null>(null);
  const details = (id: string) => navigate(`/valet/details?valetId=${encodeURIComponent(id)}`);
  const onSubmit = async () => {
    setFound(null);
    if (!phone) return refuse(VALET_MESSAGES.valetPhoneRequired);
    await send(async () => {
      const { valet, tickets } = await findValet({ body: { phoneNumber: phone } }).unwrap();
      if (tickets.length > 1) setFound({ phone, tickets });
      else if (valet) details(valet._id);
      else navigate(createTicketPath(phone), { state: { openTicketsSeen: [], noOpenTicket: true } satisfies CreateTicketState });
    });
  };
  // A number edited after its tickets were listed: the list was another number's.
  const edit = (next: string) => {
    setPhone(next);
    if (next !== found?.phone) setFound(null);
  };
  return (
    <>
      <PlainForm onSubmit={() => void onSubmit()} error={error} busy={isLoading}>
        <div style={{ display: 'flex', gap: 12, alignItems: 'flex-end', flexWrap: 'wrap' }}>
          <div style={{ flex: '1 1 220px' }}>
            <TextField
              id="valet-phone"
              required
              label={VALET_TEXT.phoneLabel}
              value={phone}
              onChange={(e) => edit(typedPhone(e.target.value))}
              onPaste={(e) => pasteIntoField(e, typedPhone, edit)}
              maxLength={LIMITS.phoneMax}
              inputMode="numeric"
              autoComplete="off"
            />
          </div>
          <PlainButton type="submit" variant="primary" loading={isLoading} style={{ minHeight: 48, minWidth: 120, marginBottom: 20 }}>
            {VALET_TEXT.submit}
          </PlainButton>
        </div>
      </PlainForm>
      {/* Read out when the tickets appear under the field (the focus stays on Submit). */}
      <div aria-live="polite">
        {found && (
          <OpenTicketsPanel
            tickets={found.tickets}
            onOpen={(t) => details(t._id)}
            onCreate={() =>
              navigate(createTicketPath(found.phone), {
                state: { openTicketsSeen: found.tickets.map((t) => t._id) } satisfies CreateTicketState,
              })
            }
          />
        )}
      </div>
    </>
  );
}
