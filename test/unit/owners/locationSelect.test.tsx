import { fireEvent, render, screen, within } from '@testing-library/react';
import { Themed } from '../../../src/app/components/Themed';
import { LocationSelect } from '../../../src/app/features/owners/LocationSelect';
import { LocationPicker } from '../../../src/app/features/management/LocationPicker';

const LOTS = [
  { _id: 'loc-1', name: 'Back Bay Lot' },
  { _id: 'loc-2', name: 'Fenway Garage', archieved: true },
];

describe("an owner's location pickers", () => {
  it('name an inactive lot so, which drivers cannot book, and an active one by its name alone', () => {
    render(
      <Themed>
        <LocationSelect aria-label="Location" locations={LOTS} />
      </Themed>,
    );
    fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Location' }));
    const listbox = within(screen.getByRole('listbox'));
    expect(listbox.getByRole('option', { name: 'Back Bay Lot' })).toBeInTheDocument();
    expect(listbox.getByRole('option', { name: 'Fenway Garage (Inactive)' })).toBeInTheDocument();
  });

  it("say so in odogwu's /management picker too, on the lot it shows as picked", () => {
    render(
      <Themed>
        <LocationPicker locations={LOTS} value="loc-2" onChange={() => undefined} />
      </Themed>,
    );
    expect(screen.getByTitle('Fenway Garage (Inactive)')).toBeInTheDocument();
  });
});
