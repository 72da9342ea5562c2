import { screen, waitFor, within } from '@testing-library/react';
import type { GetLocationsApiResponse } from '../../../src/app/api/generated/locations';
import type {
  AddLocationVendorApiResponse,
  DeleteLocationVendorApiResponse,
  GetLocationVendorApiResponse,
  GetLocationVendorsApiResponse,
} from '../../../src/app/api/generated/vendors';
import { Themed } from '../../../src/app/components/Themed';
import LocationVendorsPage from '../../../src/app/features/management/LocationVendorsPage';
import ManagementPage from '../../../src/app/features/management/ManagementPage';
import { SAMPLE_VENDORS } from '../../../src/app/features/management/samples';
import VendorFormPage from '../../../src/app/features/management/VendorFormPage';
import { SAMPLE_USERS } from '../../../src/app/testing/sampleUsers';
import { deleteVendorPrompt, MANAGEMENT_TEXT as T, MESSAGES, OWNER_CONSOLE_TEXT } from '../../../src/shared/messages';
import { LOCATION } from '../booking/fixtures';
import { renderWithProviders, typist } from '../app/renderWithProviders';
import { server, useMswServer } from '../app/server';
import { answerDelete, answerGet, answerPost, failure } from '../app/typedHandlers';
import { chooseDay, findDialog, FIRST_PAINT } from '../owners/support';

useMswServer();
jest.setTimeout(90_000);

const LOT = { ...LOCATION, _id: 'loc-1', id: 'loc-1', name: 'Main Street Garage', timeZone: 'America/New_York' };

const allLots = () => answerGet<GetLocationsApiResponse>('*/api/v1/locations', () => ({ status: 'success', data: { locations: [LOT] } }));

function renderAsOdogwu(page: React.ReactElement, routePath: string, path: string) {
  return renderWithProviders(<Themed>{page}</Themed>, { user: SAMPLE_USERS.odogwu, routePath, path });
}

const card = (name: string) => screen.queryByRole('article', { name });

describe('the vendor form (Edit Vendor) of no vendor', () => {
  it('says "Vendor not found" for an unknown vendor (404), not "could not be loaded, try again"', async () => {
    server.use(
      allLots(),
      answerGet<GetLocationVendorApiResponse>('*/api/v1/locations/loc-1/vendors/v-gone', () => failure(404, MESSAGES.vendorNotFound)),
    );
    renderAsOdogwu(
      <VendorFormPage />,
      '/management/locations/:locationId/vendors/:vendorId/edit',
      '/management/locations/loc-1/vendors/v-gone/edit',
    );
    expect(await screen.findByText(MESSAGES.vendorNotFound, undefined, FIRST_PAINT)).toBeInTheDocument();
    expect(screen.queryByText(MESSAGES.vendorLoadFailed)).not.toBeInTheDocument();
  });
});

describe('the vendor form (Add Vendor)', () => {
  const openAdd = () =>
    renderAsOdogwu(
      <VendorFormPage />,
      '/management/locations/:locationId/vendors/add',
      '/management/locations/loc-1/vendors/add?locationName=Main%20Street%20Garage',
    );

  it('adds a plate only when number and state are both filled, upper case, and removes it', async () => {
    const ue = typist();
    openAdd();
    expect(await screen.findByText(MESSAGES.noPlates, undefined, FIRST_PAINT)).toBeInTheDocument();
    expect(screen.getByText('Main Street Garage')).toBeInTheDocument();
    const number = screen.getByLabelText(T.plateNumber);
    const state = screen.getByLabelText(T.plateState);
    const addPlate = screen.getByRole('button', { name: T.addPlate });

    // Upper case, letters and digits only, at most 8; the state two letters.
    await ue.type(number, 'abc-123 xyz');
    expect(number).toHaveValue('ABC123XY');
    expect(addPlate).toBeEnabled();
    await ue.click(addPlate);
    expect(screen.getByText(MESSAGES.noPlates)).toBeInTheDocument();
    await ue.type(number, '{Enter}');
    expect(screen.getByText(MESSAGES.noPlates)).toBeInTheDocument();

    await ue.type(state, 'new york');
    expect(state).toHaveValue('NE');
    await ue.clear(state);
    await ue.type(state, 'ny');
    expect(addPlate).toBeEnabled();
    await ue.click(addPlate);
    expect(screen.queryByText(MESSAGES.noPlates)).toBeNull();
    const row = screen.getByText('ABC123XY').closest('tr')!;
    expect(within(row).getByText('NY')).toBeInTheDocument();
    expect(number).toHaveValue('');
    expect(state).toHaveValue('');

    // A state alone adds nothing either.
    await ue.type(state, 'nj');
    await ue.click(addPlate);
    expect(screen.getByRole('alert')).toHaveTextContent(MESSAGES.plateNumberMissing);
    expect(screen.queryByText('NJ', { selector: 'td' })).toBeNull();

    await ue.click(within(row).getByRole('button', { name: T.removePlate('ABC123XY', 'NY') }));
    expect(screen.queryByText('ABC123XY')).toBeNull();
    expect(screen.getByText(MESSAGES.noPlates)).toBeInTheDocument();
  });

  it('says "All fields are required" and sends nothing while a field is missing; then adds and goes back', async () => {
    const ue = typist();
    const sent: unknown[] = [];
    let answer: (r: Response) => void = () => undefined;
    server.use(
      answerPost<AddLocationVendorApiResponse>('*/api/v1/locations/loc-1/vendors/add', async ({ request }) => {
        sent.push(await request.json());
        return new Promise<Response>((r) => (answer = r));
      }),
    );
    openAdd();
    const submit = await screen.findByRole('button', { name: T.addVendor }, FIRST_PAINT);
    await ue.click(submit);
    expect(await screen.findByText(MESSAGES.vendorFieldsRequired)).toBeInTheDocument();

    await ue.type(screen.getByLabelText(T.vendorName), 'Corner Bistro');
    await ue.type(screen.getByLabelText(T.vendorCode), 'bistro7');
    await ue.click(submit);
    expect(screen.getByText(MESSAGES.vendorFieldsRequired)).toBeInTheDocument();
    expect(sent).toEqual([]);

    await chooseDay(T.expirationDate, '2027-03-12');
    await ue.type(screen.getByLabelText(T.plateNumber), 'abc1');
    await ue.type(screen.getByLabelText(T.plateState), 'ca');
    await ue.click(screen.getByRole('button', { name: T.addPlate }));
    await ue.click(submit);

    expect(await screen.findByRole('button', { name: MESSAGES.submitting })).toBeDisabled();
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toEqual({
      name: 'Corner Bistro',
      code: 'BISTRO7',
      expirationDate: '2027-03-12',
      plates: [{ number: 'ABC1', state: 'CA' }],
    });
    answer(
      Response.json(
        { status: 'success', message: MESSAGES.vendorAdded, vendor: { ...SAMPLE_VENDORS[1]!, plates: [{ number: 'ABC1', state: 'CA' }] } },
        { status: 201 },
      ),
    );
    expect(await screen.findByTestId('elsewhere')).toBeInTheDocument();
  });

  it('shows "Failed to add vendor. Please try again." when the server refuses', async () => {
    const ue = typist();
    server.use(answerPost<AddLocationVendorApiResponse>('*/api/v1/locations/loc-1/vendors/add', () => failure(500, MESSAGES.serverError)));
    openAdd();
    await ue.type(await screen.findByLabelText(T.vendorName, undefined, FIRST_PAINT), 'Cafe');
    await ue.type(screen.getByLabelText(T.vendorCode), 'C1');
    await chooseDay(T.expirationDate, '2027-03-12');
    await ue.click(screen.getByRole('button', { name: T.addVendor }));
    expect(await screen.findByText(MESSAGES.vendorAddFailed)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: T.addVendor })).toBeEnabled();
  });
});

describe('/management/locations/{id}: deleting a vendor', () => {
  const vendorsAnswer = () =>
    answerGet<GetLocationVendorsApiResponse>('*/api/v1/locations/loc-1/vendors', () => ({
      status: 'success',
      location: LOT,
      vendors: SAMPLE_VENDORS,
    }));

  it('draws sixty of a long list at a time, and finds a vendor by name or code', async () => {
    const ue = typist();
    const many = Array.from({ length: 130 }, (_, i) => ({ ...SAMPLE_VENDORS[0]!, _id: `v-${i}`, name: `Shop ${i}`, code: `SHOP${i}` }));
    server.use(
      allLots(),
      answerGet<GetLocationVendorsApiResponse>('*/api/v1/locations/loc-1/vendors', () => ({
        status: 'success',
        location: LOT,
        vendors: many,
      })),
    );
    renderAsOdogwu(<LocationVendorsPage />, '/management/locations/:locationId', '/management/locations/loc-1');
    await screen.findByRole('article', { name: 'Shop 59' }, FIRST_PAINT);
    expect(screen.getAllByRole('article')).toHaveLength(60);
    await ue.click(screen.getByRole('button', { name: OWNER_CONSOLE_TEXT.showMoreCards(60, 130) }));
    expect(screen.getAllByRole('article')).toHaveLength(120);
    await ue.type(screen.getByRole('searchbox', { name: OWNER_CONSOLE_TEXT.findCode }), 'shop12');
    await waitFor(() => expect(screen.getAllByRole('article')).toHaveLength(11));
    await ue.type(screen.getByRole('searchbox', { name: OWNER_CONSOLE_TEXT.findCode }), 'x');
    expect(await screen.findByText(MESSAGES.noVendorMatches)).toBeInTheDocument();
  });

  it('/management offers the way back to the location opened last on this tab', async () => {
    sessionStorage.clear();
    server.use(allLots(), vendorsAnswer());
    const first = renderAsOdogwu(<ManagementPage />, '/management', '/management');
    await screen.findByText(T.title, undefined, FIRST_PAINT);
    expect(screen.queryByRole('link', { name: T.backToLocation('Main Street Garage') })).not.toBeInTheDocument();
    first.unmount();
    const vendors = renderAsOdogwu(<LocationVendorsPage />, '/management/locations/:locationId', '/management/locations/loc-1');
    await screen.findByRole('article', { name: 'Bright Smile Dental' }, FIRST_PAINT);
    vendors.unmount();
    renderAsOdogwu(<ManagementPage />, '/management', '/management');
    expect(await screen.findByRole('link', { name: T.backToLocation('Main Street Garage') })).toHaveAttribute(
      'href',
      '/management/locations/loc-1',
    );
  });

  it('lists the cards with the expiry in long date format', async () => {
    server.use(allLots(), vendorsAnswer());
    renderAsOdogwu(<LocationVendorsPage />, '/management/locations/:locationId', '/management/locations/loc-1');
    const bright = await screen.findByRole('article', { name: 'Bright Smile Dental' }, FIRST_PAINT);
    expect(within(bright).getByText('BD')).toBeInTheDocument();
    expect(within(bright).getByText('BRIGHT42')).toBeInTheDocument();
    expect(within(bright).getByText('March 12, 2027')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Main Street Garage' })).toBeInTheDocument();
    // Its name once: the dropdown above is for going to another location.
    expect(screen.getAllByText('Main Street Garage')).toHaveLength(1);
    expect(screen.getByText(T.otherLocationPlaceholder)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: T.addSession })).toHaveAttribute('href', '/revenue/lot/loc-1/new');
    expect(screen.getByRole('button', { name: T.addVendor })).toHaveAttribute(
      'href',
      '/management/locations/loc-1/vendors/add?locationName=Main%20Street%20Garage',
    );
  });

  it('removes the card at once, and puts it back with an error when the server refuses', async () => {
    const ue = typist();
    let answer: (r: Response) => void = () => undefined;
    server.use(
      allLots(),
      vendorsAnswer(),
      answerDelete<DeleteLocationVendorApiResponse>(
        '*/api/v1/locations/loc-1/vendors/v-2',
        () => new Promise<Response>((r) => (answer = r)),
      ),
    );
    renderAsOdogwu(<LocationVendorsPage />, '/management/locations/:locationId', '/management/locations/loc-1');
    const bistro = await screen.findByRole('article', { name: 'Corner Bistro' }, FIRST_PAINT);
    // Named as SPEC writes it, described by the card's vendor for a screen reader.
    expect(within(bistro).getByRole('button', { name: T.delete })).toHaveAccessibleDescription('Corner Bistro');
    expect(within(bistro).getByRole('button', { name: T.edit })).toHaveAccessibleDescription('Corner Bistro');
    expect(within(bistro).getByRole('button', { name: T.copyLink })).toHaveAccessibleDescription('Corner Bistro');
    await ue.click(within(bistro).getByRole('button', { name: T.delete }));
    const confirm = await findDialog(MESSAGES.confirmDeletion);
    expect(within(confirm).getByText(deleteVendorPrompt('Corner Bistro'))).toBeInTheDocument();
    await ue.click(within(confirm).getByRole('button', { name: T.delete }));

    await waitFor(() => expect(card('Corner Bistro')).toBeNull());
    expect(card('Bright Smile Dental')).not.toBeNull();

    answer(failure(500, MESSAGES.serverError));
    expect(await screen.findByText(MESSAGES.vendorDeleteFailed)).toBeInTheDocument();
    await waitFor(() => expect(card('Corner Bistro')).not.toBeNull());
  });

  it('says "Vendor deleted successfully" (title Success) when the server agrees', async () => {
    const ue = typist();
    let deleted = false;
    server.use(
      allLots(),
      answerGet<GetLocationVendorsApiResponse>('*/api/v1/locations/loc-1/vendors', () => ({
        status: 'success',
        location: LOT,
        vendors: deleted ? SAMPLE_VENDORS.filter((v) => v._id !== 'v-2') : SAMPLE_VENDORS,
      })),
      answerDelete<DeleteLocationVendorApiResponse>('*/api/v1/locations/loc-1/vendors/v-2', () => {
        deleted = true;
        return { status: 'success', message: MESSAGES.vendorDeleted };
      }),
    );
    renderAsOdogwu(<LocationVendorsPage />, '/management/locations/:locationId', '/management/locations/loc-1');
    const bistro = await screen.findByRole('article', { name: 'Corner Bistro' }, FIRST_PAINT);
    await ue.click(within(bistro).getByRole('button', { name: T.delete }));
    await ue.click(within(await findDialog(MESSAGES.confirmDeletion)).getByRole('button', { name: T.delete }));
    const done = await findDialog(T.successTitle);
    expect(within(done).getByText(MESSAGES.vendorDeleted)).toBeInTheDocument();
    expect(card('Corner Bistro')).toBeNull();
  });

  it('says "No vendors found." for a location without vendors', async () => {
    server.use(
      allLots(),
      answerGet<GetLocationVendorsApiResponse>('*/api/v1/locations/loc-1/vendors', () => ({
        status: 'success',
        location: LOT,
        vendors: [],
      })),
    );
    renderAsOdogwu(<LocationVendorsPage />, '/management/locations/:locationId', '/management/locations/loc-1');
    expect(await screen.findByText(MESSAGES.noVendors, undefined, FIRST_PAINT)).toBeInTheDocument();
  });

  it('prints the guest link as a QR code for the front desk: the lot, the QR of the link, the link written out', async () => {
    const ue = typist();
    server.use(allLots(), vendorsAnswer());
    const print = jest.fn();
    Object.assign(window, { print });
    renderAsOdogwu(<LocationVendorsPage />, '/management/locations/:locationId', '/management/locations/loc-1');
    await ue.click(await screen.findByRole('button', { name: T.printQr }, FIRST_PAINT));
    const dialog = await findDialog(T.qrTitle);
    const link = `${window.location.origin}/locations/loc-1/guest`;
    expect(within(dialog).getByText(link)).toBeInTheDocument();
    const img = await within(dialog).findByRole('img', { name: T.qrAlt('Main Street Garage') });
    // An SVG of dark modules drawn from the link itself: another link draws another code.
    const svg = decodeURIComponent(img.getAttribute('src')!.replace('data:image/svg+xml;charset=utf-8,', ''));
    expect(svg).toMatch(/^<svg[^>]*viewBox="0 0 \d+ \d+"/);
    expect(svg).toContain('<path');
    const { toString } = await import('qrcode');
    expect(svg).not.toBe(await toString(`${link}x`, { type: 'svg', margin: 2, errorCorrectionLevel: 'M' }));
    expect(svg).toBe(await toString(link, { type: 'svg', margin: 2, errorCorrectionLevel: 'M' }));
    await ue.click(within(dialog).getByRole('button', { name: T.print }));
    expect(print).toHaveBeenCalledTimes(1);
  });
});
