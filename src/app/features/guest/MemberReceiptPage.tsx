import { useLocation, useNavigate, useParams } from 'react-router-dom';
import { MemberReceipt, type MemberReceiptState } from './MemberReceipt';

/**
 * /locations/{locationId}/zones/{zoneId}/members/receipt (SPEC 2). Done goes back: to the page the
 * member came from, or, when the receipt was opened on its own, to the zone's member page.
 */
export default function MemberReceiptPage() {
  const { locationId = '', zoneId = '' } = useParams();
  const navigate = useNavigate();
  const { state, key } = useLocation();
  const receipt = (state ?? {}) as MemberReceiptState;
  const onDone = () => {
    if (key !== 'default') navigate(-1);
    else navigate(`/locations/${locationId}/zones/${zoneId}/members`, { replace: true });
  };
  return <MemberReceipt session={receipt.session} place={receipt.place} onDone={onDone} />;
}
