import { render, screen, within } from '@testing-library/react';
import { Select } from 'antd';
import { Themed } from '../../../src/app/components/Themed';

describe("the antd screens' provider (Themed)", () => {
  it("puts every option of an open Select in its listbox, where a screen reader or getByRole('option') finds it", () => {
    // As many as an owner's location picker may hold; a virtual list exposed three of them.
    const options = Array.from({ length: 60 }, (_, i) => ({ value: `loc-${i}`, label: `Lot ${i + 1}` }));
    render(
      <Themed>
        <Select aria-label="Location" open options={options} />
      </Themed>,
    );
    const listbox = screen.getByRole('listbox');
    expect(within(listbox).getAllByRole('option')).toHaveLength(60);
    expect(within(listbox).getByRole('option', { name: 'Lot 60' })).toBeInTheDocument();
  });
});
