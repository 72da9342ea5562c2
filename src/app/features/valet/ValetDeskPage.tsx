import { useNavigate } from 'react-router-dom';
import { SERVER_MESSAGES, VALET_TEXT } from '../../../shared/messages';
import { errorMessage } from '../../api/errors';
import { useGetValetGridQuery } from '../../api/enhanced/valets';
import { useLiveValets } from '../../api/live';
import { NoticeBox } from '../../components/NoticeBox';
import { PageHeader } from '../../components/PageTitle';
import { ButtonLink, PlainButton } from '../../components/PlainButton';
import { TOKENS } from '../../themeTokens';
import { DayStats } from './DayStats';
import { PhoneLookup } from './PhoneLookup';
import { focusFirstTicket, TicketGrid } from './TicketGrid';
import { useNow } from './useNow';

/**
 * Above everything, while customers wait: how many, and Show, which takes the attendant to the first
 * of them (the grid lists them first) however far down the page the grid starts on a phone.
 */
function RequestsWaiting({ count }: { count: number }) {
  if (count === 0) return null;
  // NoticeBox's warning is an alert, read out as it appears and as the count changes: the words
  // alone, Show beside it (inside, each change would be read with the button's name).
  return (
    <div style={{ display: 'flex', alignItems: 'stretch', gap: 12, flexWrap: 'wrap', marginBottom: 16 }}>
      <NoticeBox type="warning" style={{ flex: '1 1 200px', margin: 0, fontWeight: 600, display: 'flex', alignItems: 'center' }}>
        {VALET_TEXT.requestsWaiting(count)}
      </NoticeBox>
      <PlainButton variant="primary" onClick={focusFirstTicket}>
        {VALET_TEXT.showRequest}
      </PlainButton>
    </div>
  );
}

/**
 * /valet: the staff desk (SPEC 2): phone lookup, the day's figures and the ticket grid. Plain
 * markup, without antd (PLAIN_PAGES in routes.tsx): staff open it on a phone at the curb, and a
 * first visit then loads only the frame, this page and the day's tickets.
 */
export default function ValetDeskPage() {
  const navigate = useNavigate();
  const { data, isLoading, error } = useGetValetGridQuery({});
  // The grid and the day's figures follow every change (customers' requests, other staff) without a reload.
  useLiveValets();
  const now = useNow();
  return (
    <div style={{ maxWidth: 1100 }}>
      <PageHeader
        title={VALET_TEXT.deskTitle}
        action={
          <ButtonLink to="/valet/create" variant="primary">
            {VALET_TEXT.newTicket}
          </ButtonLink>
        }
      />
      <RequestsWaiting count={(data?.valets ?? []).filter((t) => t.status === 'requested').length} />
      <div
        style={{
          background: '#fff',
          border: `1px solid ${TOKENS.colorBorderSecondary}`,
          borderRadius: TOKENS.borderRadius,
          padding: '20px 24px 0',
          marginBottom: 16,
        }}
      >
        <PhoneLookup />
      </div>
      <DayStats day={data} loading={isLoading} />
      {error ? (
        <NoticeBox type="error">{errorMessage(error, SERVER_MESSAGES.serverError)}</NoticeBox>
      ) : isLoading ? null : (
        <TicketGrid
          tickets={data?.valets ?? []}
          now={now}
          onOpen={(t) => navigate(`/valet/details?valetId=${encodeURIComponent(t._id)}`)}
        />
      )}
    </div>
  );
}
