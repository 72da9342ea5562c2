import { OWNERS_MESSAGES, SERVER_MESSAGES, TEAM_TEXT } from '../../../shared/messages';
import { errorMessage } from '../../api/errors';
import { useGetLocationsServiceQuery } from '../../api/enhanced/locations';
import { Card } from '../../components/Card';
import { CardGrid } from '../../components/CardGrid';
import { PageHeader, Subtitle } from '../../components/PageTitle';
import { ButtonLink } from '../../components/PlainButton';

/** /service/locations: the locations the signed-in enforcer services (their owner chose them on /team). */
export default function ServicingLocationsPage() {
  const { data, isLoading, isError, error } = useGetLocationsServiceQuery();
  const locations = data?.locations ?? [];
  return (
    <>
      <PageHeader title={TEAM_TEXT.servicingTitle} />
      {/* SPEC section 8 only logs a failed load (the list then reads as empty); we say why instead (README, differences). */}
      <CardGrid
        loading={isLoading}
        empty={
          <>
            <span>{OWNERS_MESSAGES.noServicing}</span>
            {/* Nothing an enforcer can do here: who can, and where. */}
            <span style={{ display: 'block', marginTop: 8, fontSize: 15 }}>{TEAM_TEXT.askForLocations}</span>
          </>
        }
        error={isError ? errorMessage(error, SERVER_MESSAGES.serverError) : undefined}
      >
        {locations.map((l) => (
          <Card key={l._id} label={l.name} gap={12}>
            <div>
              <h2 style={{ fontSize: 18, margin: 0 }}>{l.name}</h2>
              <Subtitle>{l.address}</Subtitle>
            </div>
            <ButtonLink variant="primary" block to={`/service/locations/${l._id}/search`} state={{ location: l }}>
              {TEAM_TEXT.checkPlates}
            </ButtonLink>
          </Card>
        ))}
      </CardGrid>
    </>
  );
}
