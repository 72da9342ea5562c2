import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { useState } from 'react';
import { fn } from 'storybook/test';
import type { VendorPlate } from '../../api/enhanced/vendors';
import { PlateTable, type PlateTableProps } from './PlateTable';
import { manyPlates, SAMPLE_PLATES } from './samples';

/** The list lives in the story, as VendorForm keeps it, so Add and Remove show their effect. */
function Controlled(props: PlateTableProps) {
  const [plates, setPlates] = useState<readonly VendorPlate[]>(props.plates);
  const onChange = (next: VendorPlate[]) => {
    setPlates(next);
    props.onChange(next);
  };
  return <PlateTable {...props} plates={plates} onChange={onChange} />;
}

const OFFICE_PLATES: VendorPlate[] = [
  ...SAMPLE_PLATES,
  { number: 'KGR4471', state: 'NY' },
  { number: '7LMN203', state: 'CT' },
  { number: 'HVN2DRV', state: 'NJ' },
  { number: 'JDB8812', state: 'PA' },
];

const meta = {
  title: 'Management/PlateTable',
  component: Controlled,
  args: { plates: OFFICE_PLATES, onChange: fn() },
} satisfies Meta<typeof Controlled>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A vendor without plates yet: the table says so. */
export const Empty: Story = { args: { plates: [] } };
/** A few plates, one page, each with Remove. */
export const Filled: Story = {};
/** A big office: 5,000 plates, paged by 50 with the count. */
export const FiveThousandPlates: Story = { args: { plates: manyPlates(5000) } };
/** Search the list: 2,000 plates filtered by number (P00123 matches ten of them). */
export const Filtered: Story = { args: { plates: manyPlates(2000), draft: { filter: 'P00123' } } };
/** A search of the list that matches none: said so, not "No plates added yet.". */
export const FilterMatchesNone: Story = { args: { plates: manyPlates(2000), draft: { filter: 'ZZ9' } } };
/** A plate and state already on the list typed in: said so, and Add Plate keeps them instead of adding twice. */
export const AlreadyListed: Story = { args: { draft: { number: 'KGR4471', state: 'NY' } } };
/** While the vendor form is being sent: nothing can be added or removed. */
export const Disabled: Story = { args: { disabled: true } };
