import { Button, Input, Table } from 'antd';
import { useState } from 'react';
import { LIMITS } from '../../../shared/limits';
import { MANAGEMENT_TEXT as T, MESSAGES } from '../../../shared/messages';
import type { VendorPlate } from '../../api/enhanced/vendors';
import { normalizePlate, normalizeState } from '../../components/PlateInput';
import { pasteIntoField } from '../../components/fieldPaste';

export interface PlateTableProps {
  plates: readonly VendorPlate[];
  onChange: (plates: VendorPlate[]) => void;
  disabled?: boolean;
}

const PAGE_SIZE = 50;
const keyOf = (p: VendorPlate) => `${p.number}|${p.state}`;

/**
 * The vendor's plate list (SPEC 2 and 5): a plate number (8, upper case) and state (2, upper case)
 * are added together, only when both are filled, and once; each row has Remove. The table scrolls at
 * 500 px and pages by 50, so a vendor with 5,000 plates stays quick to show and edit.
 */
export function PlateTable({ plates, onChange, disabled }: PlateTableProps) {
  const [number, setNumber] = useState('');
  const [state, setState] = useState('');
  const [page, setPage] = useState(1);
  const canAdd = number !== '' && state !== '';

  const add = () => {
    if (!canAdd) return;
    const plate = { number, state };
    if (!plates.some((p) => keyOf(p) === keyOf(plate))) onChange([plate, ...plates]);
    setNumber('');
    setState('');
    setPage(1);
  };

  return (
    <div style={{ display: 'grid', gap: 12 }}>
      <div style={{ display: 'flex', flexWrap: 'wrap', gap: 8, alignItems: 'flex-end' }}>
        <label style={{ display: 'grid', gap: 4, flex: '2 1 140px', minWidth: 0 }}>
          <span>{T.plateNumber}</span>
          <Input
            size="large"
            value={number}
            maxLength={LIMITS.plateMax}
            autoCapitalize="characters"
            autoComplete="off"
            disabled={disabled}
            onChange={(e) => setNumber(normalizePlate(e.target.value))}
            onPaste={(e) => pasteIntoField(e, normalizePlate, setNumber)}
            onPressEnter={(e) => {
              e.preventDefault();
              add();
            }}
          />
        </label>
        <label style={{ display: 'grid', gap: 4, flex: '1 1 80px', minWidth: 0 }}>
          <span style={{ whiteSpace: 'nowrap' }}>{T.plateState}</span>
          <Input
            size="large"
            value={state}
            maxLength={LIMITS.stateMax}
            autoCapitalize="characters"
            autoComplete="off"
            disabled={disabled}
            onChange={(e) => setState(normalizeState(e.target.value))}
            onPressEnter={(e) => {
              e.preventDefault();
              add();
            }}
          />
        </label>
        <Button size="large" onClick={add} disabled={disabled || !canAdd}>
          {T.addPlate}
        </Button>
      </div>
      <Table<VendorPlate>
        size="small"
        rowKey={keyOf}
        dataSource={plates as VendorPlate[]}
        scroll={{ y: 500 }}
        locale={{ emptyText: MESSAGES.noPlates }}
        pagination={
          plates.length > PAGE_SIZE
            ? {
                current: page,
                pageSize: PAGE_SIZE,
                onChange: setPage,
                showSizeChanger: false,
                showTotal: (total) => T.plateCount(total),
                size: 'small',
              }
            : false
        }
        columns={[
          { title: T.plateNumber, dataIndex: 'number', key: 'number' },
          { title: T.plateState, dataIndex: 'state', key: 'state', width: 124 },
          {
            title: '',
            key: 'remove',
            width: 96,
            align: 'right',
            render: (_: unknown, p: VendorPlate) => (
              <Button
                size="small"
                danger
                disabled={disabled}
                aria-label={T.removePlate(p.number, p.state)}
                onClick={() => onChange(plates.filter((x) => keyOf(x) !== keyOf(p)))}
              >
                {T.remove}
              </Button>
            ),
          },
        ]}
      />
    </div>
  );
}
