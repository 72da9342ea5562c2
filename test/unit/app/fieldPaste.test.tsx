import { render, screen, waitFor } from '@testing-library/react';
import dayjs from 'dayjs';
import { useState, type ReactElement } from 'react';
import { PlateInput, type PlateValue } from '../../../src/app/components/PlateInput';
import { PlateSearchForm } from '../../../src/app/features/enforcer/PlateSearchForm';
import { PlateStateFields } from '../../../src/app/features/guest/PlateStateFields';
import { PlateTable } from '../../../src/app/features/management/PlateTable';
import { MemberForm, type NewMember } from '../../../src/app/features/owners/MemberForm';
import { AddSessionForm, type ManualSessionEntry } from '../../../src/app/features/revenue/AddSessionForm';
import { CorrectPlateDialog } from '../../../src/app/features/revenue/CorrectPlateDialog';
import { PhoneLookup } from '../../../src/app/features/valet/PhoneLookup';
import { ValetTicketForm } from '../../../src/app/features/valet/ValetTicketForm';
import { LIMITS } from '../../../src/shared/limits';
import { ENFORCER_TEXT, MANAGEMENT_TEXT, OWNER_CONSOLE_TEXT, PARKING_TEXT, REVENUE_TEXT, VALET_TEXT } from '../../../src/shared/messages';
import { renderWithProviders, typist } from './renderWithProviders';

jest.setTimeout(90_000);

// antd's first render in a test loads its modules: slow on a busy 2-core machine.
const FIRST_PAINT = { timeout: 30_000 };
// 9 characters as pasted, 8 once its separator is dropped: the field's maxlength must not cut it first.
const PASTED = 'abc 12345';
const PLATE = 'ABC12345';

/** The booking page's plate and state, kept as its page keeps them; `seen` is every value it was given. */
function BookingPlate({ initial = '', seen }: { initial?: string; seen: PlateValue[] }) {
  const [value, setValue] = useState<PlateValue>({ plate: initial, state: 'NY' });
  return (
    <PlateInput
      id="booking"
      value={value}
      onChange={(v) => {
        seen.push(v);
        setValue(v);
      }}
    />
  );
}

async function pasteInto(label: string, text: string, selection?: [number, number]) {
  const ue = typist();
  const field = await screen.findByLabelText<HTMLInputElement>(label, undefined, FIRST_PAINT);
  await ue.click(field);
  if (selection) field.setSelectionRange(...selection);
  else field.setSelectionRange(field.value.length, field.value.length);
  await ue.paste(text);
  return { ue, field };
}

describe('pasting a plate with separators', () => {
  it('keeps all 8 characters of "ABC 12345" in the booking plate field, which keeps its maxlength of 8', async () => {
    const seen: PlateValue[] = [];
    render(<BookingPlate seen={seen} />);
    const { field } = await pasteInto(PARKING_TEXT.licensePlate, PASTED);
    expect(field).toHaveValue(PLATE);
    expect(field).toHaveAttribute('maxLength', String(LIMITS.plateMax));
    expect(seen.at(-1)).toEqual({ plate: PLATE, state: 'NY' });
  });

  it('keeps "AB-12-345" whole in the booking plate field', async () => {
    render(<BookingPlate seen={[]} />);
    const { field } = await pasteInto(PARKING_TEXT.licensePlate, 'AB-12-345');
    expect(field).toHaveValue('AB12345');
  });

  it('replaces only the selection when pasted into the middle, and leaves the caret after the paste', async () => {
    const seen: PlateValue[] = [];
    render(<BookingPlate initial="AB99CD" seen={seen} />);
    const { field } = await pasteInto(PARKING_TEXT.licensePlate, '1-2 3', [2, 4]);
    expect(field).toHaveValue('AB123CD');
    expect(seen.at(-1)?.plate).toBe('AB123CD');
    await waitFor(() => expect(field.selectionStart).toBe(5));
  });

  it('cuts a paste to 8 only after normalising it, at the end of what is already there', async () => {
    render(<BookingPlate initial="XY" seen={[]} />);
    const { field } = await pasteInto(PARKING_TEXT.licensePlate, PASTED);
    expect(field).toHaveValue('XYABC123');
  });

  it('gives the Add Member form ABC12345 (its own normalize applied) and submits that plate', async () => {
    const added: NewMember[] = [];
    render(
      <MemberForm locations={[]} onAdd={(m) => added.push(m)} initialValues={{ validUntil: dayjs().add(1, 'month'), code: 'GOLD' }} />,
    );
    const { ue, field } = await pasteInto(OWNER_CONSOLE_TEXT.licensePlate, PASTED);
    expect(field).toHaveValue(PLATE);
    await ue.click(screen.getByRole('button', { name: OWNER_CONSOLE_TEXT.addMember }));
    await waitFor(() => expect(added).toHaveLength(1));
    expect(added[0]!.plate).toBe(PLATE);
  });

  it('gives the Add Session form ABC12345 and sends that plate', async () => {
    const sent: ManualSessionEntry[] = [];
    render(
      <AddSessionForm
        zones={[{ _id: 'zone-1', zoneNumber: '101' }]}
        onAdd={async (entry) => {
          sent.push(entry);
        }}
        initialValues={{ startTime: dayjs().startOf('hour'), totalCost: '5', state: 'NY', zoneId: 'zone-1' }}
      />,
    );
    const { ue, field } = await pasteInto(REVENUE_TEXT.plateNumber, PASTED);
    expect(field).toHaveValue(PLATE);
    await ue.click(screen.getByRole('button', { name: REVENUE_TEXT.addSession }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]!.plateNumber).toBe(PLATE);
  });

  const others: [string, string, () => ReactElement][] = [
    ['the guest pages', 'Plate', () => <GuestPlate />],
    ['the enforcer search', ENFORCER_TEXT.licensePlate, () => <PlateSearchForm onSearch={() => undefined} />],
    ['the vendor plate list', MANAGEMENT_TEXT.plateNumber, () => <PlateTable plates={[]} onChange={() => undefined} />],
    [
      'the plate correction dialog',
      REVENUE_TEXT.plateNumber,
      () => (
        <CorrectPlateDialog
          session={{ _id: 's-1', plateNumber: '', state: 'NY' }}
          onSave={async () => undefined}
          onClose={() => undefined}
        />
      ),
    ],
    ['the valet ticket', VALET_TEXT.plateNumber, () => <ValetTicketForm onRefuse={() => undefined} onSubmit={() => undefined} />],
  ];
  it.each(others)('keeps all 8 characters in %s', async (_where, label, view) => {
    render(view());
    const { field } = await pasteInto(label, PASTED);
    expect(field).toHaveValue(PLATE);
  });
});

function GuestPlate() {
  const [plate, setPlate] = useState('');
  const [state, setState] = useState('');
  return (
    <PlateStateFields id="guest" plateLabel="Plate" stateLabel="State" plate={plate} state={state} onPlate={setPlate} onState={setState} />
  );
}

describe("pasting or dictating a state's full name (maxlength 2)", () => {
  const states: [string, string, () => ReactElement][] = [
    ['the booking page', PARKING_TEXT.licenseState, () => <BookingPlate seen={[]} />],
    ['the guest pages', 'State', () => <GuestPlate />],
    [
      'the Add Session form',
      REVENUE_TEXT.plateState,
      () => <AddSessionForm zones={[{ _id: 'zone-1', zoneNumber: '101' }]} onAdd={async () => undefined} />,
    ],
    ['the vendor plate list', MANAGEMENT_TEXT.plateState, () => <PlateTable plates={[]} onChange={() => undefined} />],
    ['the valet ticket', VALET_TEXT.state, () => <ValetTicketForm onRefuse={() => undefined} onSubmit={() => undefined} />],
  ];
  it.each(states)('keeps "New York" as NY in %s, not NE (Nebraska)', async (_where, label, view) => {
    render(view());
    const { field } = await pasteInto(label, 'New York', [0, 2]);
    expect(field).toHaveValue('NY');
  });

  it.each(states)(
    'replaces what %s holds with the pasted state, caret at the end of it (NE, then "new jersey": NJ)',
    async (_where, label, view) => {
      render(view());
      const ue = typist();
      const field = await screen.findByLabelText<HTMLInputElement>(label, undefined, FIRST_PAINT);
      await ue.clear(field);
      await ue.type(field, 'ne');
      await pasteInto(label, 'new jersey');
      expect(field).toHaveValue('NJ');
    },
  );

  it('keeps "n.j." as NJ and cuts other text to its first two letters', async () => {
    render(<GuestPlate />);
    const { field } = await pasteInto('State', 'n.j.');
    expect(field).toHaveValue('NJ');
    await pasteInto('State', 'Texxas', [0, 2]);
    expect(field).toHaveValue('TE');
  });
});

describe('pasting a phone number into the valet staff fields (maxlength 10)', () => {
  const PHONE = '4045550199';

  it('keeps the ten digits of "+1 (404) 555-0199" in the desk lookup, not "1404555019"', async () => {
    renderWithProviders(<PhoneLookup />);
    const { field } = await pasteInto(VALET_TEXT.phoneLabel, '+1 (404) 555-0199');
    expect(field).toHaveValue(PHONE);
    expect(field).toHaveAttribute('maxLength', String(LIMITS.phoneMax));
  });

  it('keeps digits only as typed in the desk lookup', async () => {
    renderWithProviders(<PhoneLookup />);
    const ue = typist();
    const field = await screen.findByLabelText<HTMLInputElement>(VALET_TEXT.phoneLabel, undefined, FIRST_PAINT);
    await ue.type(field, '404-555-01');
    expect(field).toHaveValue('40455501');
  });

  it('keeps the ten digits of a pasted "+1 404 555 0199" in the new ticket form', async () => {
    render(<ValetTicketForm onRefuse={() => undefined} onSubmit={() => undefined} />);
    const { field } = await pasteInto(VALET_TEXT.phoneNumber, '+1 404 555 0199');
    expect(field).toHaveValue(PHONE);
  });
});
