import { useNavigate } from 'react-router-dom';
import { SERVER_MESSAGES, VALET_TEXT } from '../../../shared/messages';
import { errorMessage } from '../../api/errors';
import { useGetValetGridQuery } from '../../api/enhanced/valets';
import { useLiveValets } from '../../api/live';
import { NoticeBox } from '../../components/NoticeBox';
import { PageHeader } from '../../components/PageTitle';
import { ButtonLink } from '../../components/PlainButton';
import { TOKENS } from '../../themeTokens';
import { DayStats } from './DayStats';
import { PhoneLookup } from './PhoneLookup';
import { TicketGrid } from './TicketGrid';
import { useNow } from './useNow';

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
