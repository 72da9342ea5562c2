import { Alert, Card } from 'antd';
import { useNavigate } from 'react-router-dom';
import { MESSAGES, VALET_TEXT } from '../../../shared/messages';
import { errorMessage } from '../../api/errors';
import { useGetValetsQuery } from '../../api/enhanced/valets';
import { useLiveValets } from '../../api/live';
import { PageHeader } from '../../components/PageTitle';
import { ButtonLink } from '../../components/PlainButton';
import { DayStats } from './DayStats';
import { PhoneLookup } from './PhoneLookup';
import { TicketGrid } from './TicketGrid';
import { useNow } from './useNow';

/** /valet: the staff desk (SPEC 2): phone lookup, the day's figures and the ticket grid. */
export default function ValetDeskPage() {
  const navigate = useNavigate();
  const { data, isLoading, error } = useGetValetsQuery({});
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
      <Card style={{ marginBottom: 16 }}>
        <PhoneLookup />
      </Card>
      <DayStats day={data} loading={isLoading} />
      {error ? (
        <Alert type="error" showIcon role="alert" title={errorMessage(error, MESSAGES.serverError)} />
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
