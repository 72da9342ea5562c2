import { Alert } from 'antd';
import { useNavigate, useParams, useSearchParams } from 'react-router-dom';
import { APP_TEXT, MANAGEMENT_MESSAGES, MANAGEMENT_TEXT as T } from '../../../shared/messages';
import { addressNotFound } from '../../api/errors';
import { useAddLocationVendorMutation, useGetLocationVendorQuery, useUpdateLocationVendorMutation } from '../../api/enhanced/vendors';
import { ButtonLink } from '../../components/PlainButton';
import { PageHeader } from '../../components/PageTitle';
import { useSubmission } from '../../components/useSubmission';
import { VendorForm, type VendorEntry } from './VendorForm';
import { vendorFailure } from './vendorFailure';

/**
 * /management/locations/{locationId}/vendors/add?locationName= and .../vendors/{vendorId}/edit: the
 * vendor form; success goes back to /management/locations/{locationId}.
 */
export default function VendorFormPage() {
  const { locationId = '', vendorId } = useParams();
  const editing = Boolean(vendorId);
  const [search] = useSearchParams();
  const navigate = useNavigate();
  const loaded = useGetLocationVendorQuery({ locationId, vendorId: vendorId ?? '' }, { skip: !editing, refetchOnMountOrArgChange: true });
  const [add, adding] = useAddLocationVendorMutation();
  const [update, updating] = useUpdateLocationVendorMutation();
  const { error, send } = useSubmission();
  const back = `/management/locations/${locationId}`;
  const locationName = loaded.data?.location.name ?? search.get('locationName') ?? undefined;

  const onSubmit = (entry: VendorEntry) =>
    send(
      async () => {
        if (editing && vendorId) await update({ locationId, vendorId, body: entry }).unwrap();
        else await add({ locationId, body: entry }).unwrap();
        navigate(back);
      },
      (err) => vendorFailure(err, entry, editing ? MANAGEMENT_MESSAGES.vendorUpdateFailed : MANAGEMENT_MESSAGES.vendorAddFailed),
    );

  const header = (
    <PageHeader
      title={editing ? T.editVendor : T.newVendorTitle}
      subtitle={locationName}
      action={<ButtonLink to={back}>{T.backToVendors}</ButtonLink>}
    />
  );
  if (editing && loaded.isLoading) {
    return (
      <div style={{ maxWidth: 760 }}>
        {header}
        <p role="status">{APP_TEXT.loading}</p>
      </div>
    );
  }
  if (editing && !loaded.data) {
    return (
      <div style={{ maxWidth: 760 }}>
        {header}
        <Alert
          type="error"
          showIcon
          role="alert"
          // Not there (404, or a malformed id): a retry cannot mend it, so it is not asked for.
          title={addressNotFound(loaded.error) ? MANAGEMENT_MESSAGES.vendorNotFound : MANAGEMENT_MESSAGES.vendorLoadFailed}
        />
      </div>
    );
  }
  const vendor = loaded.data?.vendor;
  return (
    <div style={{ maxWidth: 760 }}>
      {header}
      <VendorForm
        key={vendor?._id ?? 'new'}
        initial={
          vendor ? { name: vendor.name, code: vendor.code, expirationDate: vendor.expirationDate, plates: vendor.plates } : undefined
        }
        timeZone={loaded.data?.location.timeZone}
        submitLabel={editing ? T.updateVendor : T.addVendor}
        sending={adding.isLoading || updating.isLoading}
        error={error}
        onSubmit={(entry) => void onSubmit(entry)}
      />
    </div>
  );
}
