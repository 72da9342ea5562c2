import { screen, waitFor, within } from '@testing-library/react';
import type {
  AddLocationVendorApiResponse,
  GetLocationVendorApiResponse,
  UpdateLocationVendorApiResponse,
} from '../../../src/app/api/generated/vendors';
import { Themed } from '../../../src/app/components/Themed';
import { manyPlates, SAMPLE_VENDORS } from '../../../src/app/features/management/samples';
import VendorFormPage from '../../../src/app/features/management/VendorFormPage';
import { vendorFailure } from '../../../src/app/features/management/vendorFailure';
import { SAMPLE_USERS } from '../../../src/app/testing/sampleUsers';
import { LIMITS } from '../../../src/shared/limits';
import {
  MANAGEMENT_TEXT as T,
  MESSAGES,
  plateAlreadyListed,
  vendorCodeTaken,
  vendorPlateRefused,
  vendorTooManyPlates,
} from '../../../src/shared/messages';
import { LOCATION } from '../booking/fixtures';
import { renderWithProviders, typist } from '../app/renderWithProviders';
import { server, useMswServer } from '../app/server';
import { answerGet, answerPost, answerPut, failure } from '../app/typedHandlers';
import { chooseDay, FIRST_PAINT } from '../owners/support';

useMswServer();
jest.setTimeout(90_000);

const LOT = { ...LOCATION, _id: 'loc-1', id: 'loc-1', name: 'Main Street Garage', timeZone: 'America/New_York' };

const openAdd = () =>
  renderWithProviders(
    <Themed>
      <VendorFormPage />
    </Themed>,
    {
      user: SAMPLE_USERS.odogwu,
      routePath: '/management/locations/:locationId/vendors/add',
      path: '/management/locations/loc-1/vendors/add?locationName=Main%20Street%20Garage',
    },
  );

const plateRow = () => ({
  number: screen.getByLabelText(T.plateNumber),
  state: screen.getByLabelText(T.plateState),
  add: screen.getByRole('button', { name: T.addPlate }),
});

describe('the plate row of the vendor form', () => {
  it('keeps a digit typed into the state, says the state must be two letters beside the row, and adds nothing', async () => {
    const ue = typist();
    openAdd();
    await screen.findByText(MESSAGES.noPlates, undefined, FIRST_PAINT);
    const row = plateRow();
    await ue.type(row.number, 'abc1');
    await ue.type(row.state, '1x');
    // Not silently "X": what was typed stays, and is refused where it was typed.
    expect(row.state).toHaveValue('1X');
    expect(screen.getByRole('alert')).toHaveTextContent(MESSAGES.stateInvalid);
    expect(row.state).toHaveAttribute('aria-invalid', 'true');
    expect(row.add).toBeEnabled();
    await ue.click(row.add);
    expect(screen.getByText(MESSAGES.noPlates)).toBeInTheDocument();
    await ue.type(row.state, '{Enter}');
    expect(screen.getByText(MESSAGES.noPlates)).toBeInTheDocument();

    await ue.clear(row.state);
    await ue.type(row.state, 'ca');
    expect(screen.queryByRole('alert')).toBeNull();
    await ue.click(row.add);
    expect(within(screen.getByText('ABC1').closest('tr')!).getByText('CA')).toBeInTheDocument();
  });

  it('adds nothing for a one-letter state, and says why once the state is left or Enter is pressed', async () => {
    const ue = typist();
    openAdd();
    await screen.findByText(MESSAGES.noPlates, undefined, FIRST_PAINT);
    const row = plateRow();
    await ue.type(row.number, 'abc1');
    await ue.type(row.state, 'n');
    expect(row.add).toBeEnabled();
    // Still being typed: not yet wrong.
    expect(screen.queryByRole('alert')).toBeNull();
    await ue.type(row.state, '{Enter}');
    expect(screen.getByRole('alert')).toHaveTextContent(MESSAGES.stateInvalid);
    expect(screen.getByText(MESSAGES.noPlates)).toBeInTheDocument();
    await ue.type(row.state, 'y');
    expect(screen.queryByRole('alert')).toBeNull();
    expect(row.add).toBeEnabled();
  });

  it('says a plate with a character no plate has is wrong, and does not add it', async () => {
    const ue = typist();
    openAdd();
    await screen.findByText(MESSAGES.noPlates, undefined, FIRST_PAINT);
    const row = plateRow();
    await ue.type(row.number, 'ab#1');
    expect(row.number).toHaveValue('AB#1');
    await ue.type(row.state, 'ny');
    expect(screen.getByRole('alert')).toHaveTextContent(MESSAGES.plateInvalid);
    expect(row.number).toHaveAttribute('aria-invalid', 'true');
    await ue.click(row.add);
    expect(screen.getByText(MESSAGES.noPlates)).toBeInTheDocument();
    await ue.type(row.state, '{Enter}');
    expect(screen.getByText(MESSAGES.noPlates)).toBeInTheDocument();
  });

  it('keeps Add Plate enabled; a press with the number or the state empty adds nothing and says what is missing', async () => {
    const ue = typist();
    openAdd();
    await screen.findByText(MESSAGES.noPlates, undefined, FIRST_PAINT);
    const row = plateRow();
    expect(row.add).toBeEnabled();
    await ue.click(row.add);
    expect(screen.getByRole('alert')).toHaveTextContent(MESSAGES.plateNumberMissing);
    expect(screen.getByRole('alert')).toHaveTextContent(MESSAGES.plateStateMissing);
    expect(screen.getByText(MESSAGES.noPlates)).toBeInTheDocument();

    await ue.type(row.number, 'abc1');
    expect(screen.getByRole('alert')).not.toHaveTextContent(MESSAGES.plateNumberMissing);
    await ue.click(row.add);
    expect(screen.getByRole('alert')).toHaveTextContent(MESSAGES.plateStateMissing);
    expect(row.state).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByText(MESSAGES.noPlates)).toBeInTheDocument();

    await ue.clear(row.number);
    await ue.type(row.state, 'ca');
    await ue.click(row.add);
    expect(screen.getByRole('alert')).toHaveTextContent(MESSAGES.plateNumberMissing);
    expect(screen.getByText(MESSAGES.noPlates)).toBeInTheDocument();

    await ue.type(row.number, 'abc1');
    expect(screen.queryByRole('alert')).toBeNull();
    await ue.click(row.add);
    expect(within(screen.getByText('ABC1').closest('tr')!).getByText('CA')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).toBeNull();
  });
});

describe("the plate list of a vendor's edit screen", () => {
  const openEdit = (plates: { number: string; state: string }[]) => {
    const vendor = { ...SAMPLE_VENDORS[1]!, plates };
    server.use(
      answerGet<GetLocationVendorApiResponse>('*/api/v1/locations/loc-1/vendors/v-2', () => ({ status: 'success', location: LOT, vendor })),
    );
    return renderWithProviders(
      <Themed>
        <VendorFormPage />
      </Themed>,
      {
        user: SAMPLE_USERS.odogwu,
        routePath: '/management/locations/:locationId/vendors/:vendorId/edit',
        path: '/management/locations/loc-1/vendors/v-2/edit',
      },
    );
  };
  const numbers = () =>
    screen.getAllByRole('row').flatMap((r) =>
      within(r)
        .queryAllByRole('cell')
        .slice(0, 1)
        .map((c) => c.textContent),
    );

  it('finds a plate among 2,000 by its number, and says when none matches', async () => {
    const ue = typist();
    openEdit(manyPlates(2000));
    expect(await screen.findByText(T.plateCount(2000), undefined, FIRST_PAINT)).toBeInTheDocument();
    const find = screen.getByRole('searchbox', { name: T.findPlate });
    // Typed any way, matched as plates are stored: P001234 is on page 25 of 40.
    await ue.type(find, 'p-001 23');
    expect(find).toHaveValue('P00123');
    await waitFor(() =>
      expect(numbers()).toEqual([
        'P001230',
        'P001231',
        'P001232',
        'P001233',
        'P001234',
        'P001235',
        'P001236',
        'P001237',
        'P001238',
        'P001239',
      ]),
    );
    // Enter filters; it does not send the form.
    await ue.type(find, '4{Enter}');
    await waitFor(() => expect(numbers()).toEqual(['P001234']));
    expect(screen.getByRole('button', { name: T.updateVendor })).toBeEnabled();

    await ue.clear(find);
    await ue.type(find, 'zz9');
    expect(await screen.findByText(T.noPlateMatches('ZZ9'))).toBeInTheDocument();
    expect(screen.queryByText(MESSAGES.noPlates)).toBeNull();
    await ue.clear(find);
    expect(await screen.findByText(T.plateCount(2000))).toBeInTheDocument();
  });

  it('says a plate already on the list is, keeps what was typed, and does not add it twice', async () => {
    const ue = typist();
    openEdit(manyPlates(2000));
    await screen.findByText(T.plateCount(2000), undefined, FIRST_PAINT);
    const row = plateRow();
    await ue.type(row.number, 'p001234');
    await ue.type(row.state, 'nj');
    expect(screen.getByRole('alert')).toHaveTextContent(plateAlreadyListed('P001234', 'NJ'));
    await ue.click(row.add);
    expect(row.number).toHaveValue('P001234');
    expect(row.state).toHaveValue('NJ');
    expect(screen.getByRole('alert')).toHaveTextContent(plateAlreadyListed('P001234', 'NJ'));
    expect(screen.getByText(T.plateCount(2000))).toBeInTheDocument();
    // The same number in another state is another plate.
    await ue.clear(row.state);
    await ue.type(row.state, 'ny');
    expect(screen.queryByRole('alert')).toBeNull();
    await ue.click(row.add);
    expect(await screen.findByText(T.plateCount(2001))).toBeInTheDocument();
    expect(row.number).toHaveValue('');
  });

  it("adds no plate past the server's limit and says so beside the row (QA: it was refused only on Update Vendor)", async () => {
    const ue = typist();
    openEdit(manyPlates(LIMITS.vendorPlatesMax));
    await screen.findByText(T.plateCount(LIMITS.vendorPlatesMax), undefined, FIRST_PAINT);
    const row = plateRow();
    await ue.type(row.number, 'new1');
    await ue.type(row.state, 'ma');
    await ue.click(row.add);
    expect(screen.getByRole('alert')).toHaveTextContent(vendorTooManyPlates(LIMITS.vendorPlatesMax));
    expect(screen.getByText(T.plateCount(LIMITS.vendorPlatesMax))).toBeInTheDocument();
    expect(row.number).toHaveValue('NEW1');
    // One removed, the plate goes in, and the list is not said to be full for it.
    await ue.click(screen.getAllByRole('button', { name: /^Remove / })[0]!);
    await ue.click(row.add);
    expect(await screen.findByText(T.plateCount(LIMITS.vendorPlatesMax))).toBeInTheDocument();
    expect(row.number).toHaveValue('');
    expect(screen.queryByText(vendorTooManyPlates(LIMITS.vendorPlatesMax))).toBeNull();
  });
});

describe('the vendor form: what the server refused', () => {
  it('keeps SPEC\'s "Failed to add vendor. Please try again." and adds which plate is wrong and why', async () => {
    const ue = typist();
    server.use(
      answerPost<AddLocationVendorApiResponse>('*/api/v1/locations/loc-1/vendors/add', () =>
        failure(400, `plates.0.state: ${MESSAGES.twoLetters}`),
      ),
    );
    openAdd();
    await ue.type(await screen.findByLabelText(T.vendorName, undefined, FIRST_PAINT), 'Cafe');
    await ue.type(screen.getByLabelText(T.vendorCode), 'C1');
    await chooseDay(T.expirationDate, '2027-03-12');
    await ue.type(screen.getByLabelText(T.plateNumber), 'abc1');
    await ue.type(screen.getByLabelText(T.plateState), 'ca');
    await ue.click(screen.getByRole('button', { name: T.addPlate }));
    await ue.click(screen.getByRole('button', { name: T.addVendor }));
    expect(
      await screen.findByText(`${MESSAGES.vendorAddFailed} ${vendorPlateRefused('ABC1', 'CA', MESSAGES.stateInvalid)}`),
    ).toBeInTheDocument();
  });

  it('says the same after "Failed to update vendor. Please try again." on Edit Vendor', async () => {
    const ue = typist();
    const vendor = { ...SAMPLE_VENDORS[1]!, plates: [{ number: 'XYZ9', state: 'NJ' }] };
    server.use(
      answerGet<GetLocationVendorApiResponse>('*/api/v1/locations/loc-1/vendors/v-2', () => ({ status: 'success', location: LOT, vendor })),
      answerPut<UpdateLocationVendorApiResponse>('*/api/v1/locations/loc-1/vendors/v-2', () =>
        failure(400, 'plates.0.number: 1 to 8 letters and digits'),
      ),
    );
    renderWithProviders(
      <Themed>
        <VendorFormPage />
      </Themed>,
      {
        user: SAMPLE_USERS.odogwu,
        routePath: '/management/locations/:locationId/vendors/:vendorId/edit',
        path: '/management/locations/loc-1/vendors/v-2/edit',
      },
    );
    await ue.click(await screen.findByRole('button', { name: T.updateVendor }, FIRST_PAINT));
    expect(
      await screen.findByText(`${MESSAGES.vendorUpdateFailed} ${vendorPlateRefused('XYZ9', 'NJ', MESSAGES.plateInvalid)}`),
    ).toBeInTheDocument();
  });

  it("is SPEC's sentence alone for a failure that names no field", async () => {
    const ue = typist();
    server.use(answerPost<AddLocationVendorApiResponse>('*/api/v1/locations/loc-1/vendors/add', () => failure(500, MESSAGES.serverError)));
    openAdd();
    await ue.type(await screen.findByLabelText(T.vendorName, undefined, FIRST_PAINT), 'Cafe');
    await ue.type(screen.getByLabelText(T.vendorCode), 'C1');
    await chooseDay(T.expirationDate, '2027-03-12');
    await ue.click(screen.getByRole('button', { name: T.addVendor }));
    await waitFor(() => expect(screen.getByText(MESSAGES.vendorAddFailed)).toBeInTheDocument());
  });
});

describe('vendorFailure', () => {
  const entry = { name: 'Cafe', code: 'C1', expirationDate: '2027-03-12', plates: [{ number: 'ABC1', state: 'CA' }] };
  const refused = (message: string) => ({ status: 400, data: { status: 'fail', message } });

  it('names the refused field in plain words after the failure sentence', () => {
    expect(vendorFailure(refused('plates.0.state: two letters'), entry, MESSAGES.vendorAddFailed)).toBe(
      `${MESSAGES.vendorAddFailed} ${vendorPlateRefused('ABC1', 'CA', MESSAGES.stateInvalid)}`,
    );
    expect(vendorFailure(refused('plates.7.number: 1 to 8 letters and digits'), entry, MESSAGES.vendorAddFailed)).toBe(
      `${MESSAGES.vendorAddFailed} ${MESSAGES.plateInvalid}`,
    );
    expect(vendorFailure(refused('plates: Too big'), entry, MESSAGES.vendorAddFailed)).toBe(
      `${MESSAGES.vendorAddFailed} ${vendorTooManyPlates(LIMITS.vendorPlatesMax)}`,
    );
    expect(vendorFailure(refused('expirationDate: a date from 1900 to 2999'), entry, MESSAGES.vendorAddFailed)).toBe(
      `${MESSAGES.vendorAddFailed} ${MESSAGES.vendorExpiryRefused}`,
    );
  });

  it('is the sentence alone for anything else', () => {
    expect(vendorFailure(refused('name: Too big'), entry, MESSAGES.vendorAddFailed)).toBe(MESSAGES.vendorAddFailed);
    expect(vendorFailure({ status: 404, data: { status: 'fail', message: 'Location not found' } }, entry, MESSAGES.vendorAddFailed)).toBe(
      MESSAGES.vendorAddFailed,
    );
    expect(vendorFailure(new Error('offline'), entry, MESSAGES.vendorAddFailed)).toBe(MESSAGES.vendorAddFailed);
  });

  it("says a code another vendor holds in the server's words, which name that vendor", () => {
    const taken = vendorCodeTaken('C1', 'Corner Bistro');
    expect(vendorFailure({ status: 409, data: { status: 'fail', message: taken } }, entry, MESSAGES.vendorAddFailed)).toBe(taken);
  });
});
