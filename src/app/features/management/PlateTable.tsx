import { Button, Input, Table } from 'antd';
import { columnTitle } from '../../components/ColumnTitle';
import { useId, useState } from 'react';
import { LIMITS } from '../../../shared/limits';
import {
  MANAGEMENT_MESSAGES,
  MANAGEMENT_TEXT as T,
  OWNERS_MESSAGES,
  plateAlreadyListed,
  vendorTooManyPlates,
} from '../../../shared/messages';
import { checkPlateAndState, isValidPlate, STATE_PATTERN, typedPlate } from '../../../shared/plates';
import { stateCodeOfName } from '../../../shared/usStates';

import type { VendorPlate } from '../../api/enhanced/vendors';
import { pasteIntoField } from '../../components/fieldPaste';
import { VISUALLY_HIDDEN } from '../../components/visuallyHidden';
import { TOKENS } from '../../themeTokens';

export interface PlateTableProps {
  plates: readonly VendorPlate[];
  onChange: (plates: VendorPlate[]) => void;
  disabled?: boolean;
  /** What the plate fields and the filter hold at first (a story's state); empty otherwise. */
  draft?: { number?: string; state?: string; filter?: string };
}

const PAGE_SIZE = 50;
const keyOf = (p: VendorPlate) => `${p.number}|${p.state}`;
/** A state as typed: upper case, cut to 2; a digit stays in, for the check to refuse where it was typed. A state's full name is its code. */
const typedState = (text: string) => stateCodeOfName(text) ?? text.toUpperCase().replace(/\s/g, '').slice(0, LIMITS.stateMax);

/**
 * The vendor's plate list (SPEC 2 and 5): a plate number (8, upper case) and state (2, upper case)
 * are added together, only when both are filled and valid (the server's rule, src/shared/plates.ts),
 * and once; each row has Remove. What is wrong is said beside the row: a character no plate or state
 * has at once, a state of one letter when its field is left or Enter is pressed, an empty field when
 * Add Plate is pressed, a plate and state already on the list (kept in the fields, not added twice).
 * The table scrolls at 500 px and pages by 50, so a vendor with 5,000 plates stays quick to show and
 * edit; Search the list filters the list the form holds by plate number (as plates are stored).
 */
export function PlateTable({ plates, onChange, disabled, draft }: PlateTableProps) {
  const [number, setNumber] = useState(draft?.number ?? '');
  const [state, setState] = useState(draft?.state ?? '');
  const [filter, setFilter] = useState(draft?.filter ?? '');
  const [stateLeft, setStateLeft] = useState(false);
  // Set by a press of Add Plate (or Enter) with a field empty, cleared once that field is typed in.
  const [missingPressed, setMissingPressed] = useState(false);
  const [page, setPage] = useState(1);
  const errorId = useId();
  const checked = checkPlateAndState(number, state);
  // Typed but wrong: a plate cut to 8 can only be wrong by a character; a state also by being short.
  const numberError = number !== '' && !isValidPlate(number) ? OWNERS_MESSAGES.plateInvalid : null;
  const stateWrong = state !== '' && !STATE_PATTERN.test(state);
  const stateError =
    stateWrong && (stateLeft || /[^A-Z]/.test(state))
      ? OWNERS_MESSAGES.stateInvalid
      : missingPressed && state === ''
        ? OWNERS_MESSAGES.plateStateMissing
        : null;
  const numberMissing = missingPressed && number === '' ? OWNERS_MESSAGES.plateNumberMissing : null;
  const numberMessage = numberError ?? numberMissing;
  // Said as soon as both fields name a listed plate, so Add Plate never seems to do nothing.
  const listed =
    checked.ok && plates.some((p) => p.number === checked.plateNumber && p.state === checked.state)
      ? plateAlreadyListed(checked.plateNumber, checked.state)
      : null;
  // The list is full (the server's limit): said when Add Plate is pressed, nothing added.
  const [fullPressed, setFullPressed] = useState(false);
  const full = plates.length >= LIMITS.vendorPlatesMax;
  const fullMessage = full && fullPressed ? vendorTooManyPlates(LIMITS.vendorPlatesMax) : null;
  const shown = filter ? plates.filter((p) => p.number.includes(filter)) : plates;

  // Add Plate stays pressable (SPEC 5: a plate is added only when both fields are filled): a press
  // that cannot add says what is missing or wrong instead of doing nothing.
  const add = () => {
    if (!checked.ok) {
      setStateLeft(true);
      setMissingPressed(number === '' || state === '');
      return;
    }
    // Already listed: the fields keep it and the message above the table says so.
    if (listed) return;
    if (full) {
      setFullPressed(true);
      return;
    }
    onChange([{ number: checked.plateNumber, state: checked.state }, ...plates]);
    setFullPressed(false);
    setNumber('');
    setState('');
    setStateLeft(false);
    setMissingPressed(false);
    setFilter('');
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
            status={numberMessage ? 'error' : undefined}
            aria-invalid={numberMessage ? true : undefined}
            aria-describedby={numberMessage ? `${errorId}-number` : undefined}
            onChange={(e) => setNumber(typedPlate(e.target.value))}
            onPaste={(e) => pasteIntoField(e, typedPlate, setNumber)}
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
            status={stateError ? 'error' : undefined}
            aria-invalid={stateError ? true : undefined}
            aria-describedby={stateError ? `${errorId}-state` : undefined}
            onChange={(e) => setState(typedState(e.target.value))}
            onPaste={(e) => pasteIntoField(e, typedState, setState, stateCodeOfName)}
            onBlur={() => setStateLeft(true)}
            onPressEnter={(e) => {
              e.preventDefault();
              add();
            }}
          />
        </label>
        <Button size="large" onClick={add} disabled={disabled}>
          {T.addPlate}
        </Button>
      </div>
      {(numberMessage || stateError || listed || fullMessage) && (
        <div role="alert" style={{ color: TOKENS.colorError }}>
          {numberMessage && <div id={`${errorId}-number`}>{numberMessage}</div>}
          {stateError && <div id={`${errorId}-state`}>{stateError}</div>}
          {listed && <div>{listed}</div>}
          {fullMessage && <div>{fullMessage}</div>}
        </div>
      )}
      {plates.length > 0 && (
        <Input
          type="search"
          size="large"
          allowClear
          aria-label={T.findPlate}
          placeholder={T.findPlate}
          value={filter}
          autoCapitalize="characters"
          autoComplete="off"
          style={{ maxWidth: 320 }}
          onChange={(e) => {
            setFilter(typedPlate(e.target.value));
            setPage(1);
          }}
          // Enter filters as typing does; it must not send the vendor form.
          onPressEnter={(e) => e.preventDefault()}
        />
      )}
      <Table<VendorPlate>
        size="small"
        rowKey={keyOf}
        dataSource={shown as VendorPlate[]}
        scroll={{ y: 500 }}
        locale={{ emptyText: plates.length > 0 && filter ? T.noPlateMatches(filter) : MANAGEMENT_MESSAGES.noPlates }}
        pagination={
          shown.length > PAGE_SIZE
            ? {
                current: page,
                pageSize: PAGE_SIZE,
                onChange: setPage,
                showSizeChanger: false,
                showTotal: (total) => (filter ? T.platesShown(total, plates.length) : T.plateCount(total)),
                size: 'small',
              }
            : false
        }
        columns={[
          { title: columnTitle(T.plateNumber), dataIndex: 'number', key: 'number' },
          { title: columnTitle(T.plateState), dataIndex: 'state', key: 'state', width: 124 },
          {
            // Named for a screen reader (an empty header reads as a blank column); the column's buttons say it to the eye.
            title: <span style={VISUALLY_HIDDEN}>{T.remove}</span>,
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
