import { Button, Form, Input } from 'antd';
import { useRef, useState } from 'react';
import type { InputRef } from 'antd';
import { LIMITS } from '../../../shared/limits';
import { ENFORCEMENT_MESSAGES, ENFORCER_TEXT as T } from '../../../shared/messages';
import { typedPlate } from '../../../shared/plates';
import { pasteIntoField } from '../../components/fieldPaste';
import { ScreenForm } from '../../components/ScreenForm';

export interface PlateSearchFormProps {
  onSearch: (plate: string) => void;
  searching?: boolean;
  /** The server's refusal of the last search, above the field. */
  error?: string | null;
  initialPlate?: string;
  /** Every edit of the plate as kept (typed or pasted): the page drops a result that no longer matches it. */
  onPlateChange?: (plate: string) => void;
}

/**
 * License Plate (up to 8, upper case) and Search; an empty plate says "Please enter a license plate
 * number" under the field, which keeps its place (above it, the message pushed the field down under
 * the thumb about to tap it) and gets the focus.
 */
export function PlateSearchForm({ onSearch, searching = false, error, initialPlate = '', onPlateChange }: PlateSearchFormProps) {
  const [plate, keepPlate] = useState(initialPlate);
  const setPlate = (next: string) => {
    keepPlate(next);
    onPlateChange?.(next);
  };
  const [refusal, setRefusal] = useState<string | null>(null);
  const field = useRef<InputRef>(null);
  const submit = () => {
    if (!plate) {
      setRefusal(ENFORCEMENT_MESSAGES.enforcerPlateRequired);
      field.current?.focus();
      return;
    }
    setRefusal(null);
    onSearch(plate);
  };
  return (
    <ScreenForm error={error} onFinish={submit}>
      <Form.Item
        label={T.licensePlate}
        htmlFor="enforcer-plate"
        style={{ marginBottom: 12 }}
        validateStatus={refusal ? 'error' : undefined}
        help={
          refusal && (
            <span id="enforcer-plate-error" role="alert">
              {refusal}
            </span>
          )
        }
      >
        <Input
          ref={field}
          aria-invalid={refusal ? true : undefined}
          aria-describedby={refusal ? 'enforcer-plate-error' : undefined}
          id="enforcer-plate"
          value={plate}
          onChange={(e) => {
            setRefusal(null);
            setPlate(typedPlate(e.target.value));
          }}
          onPaste={(e) => pasteIntoField(e, typedPlate, setPlate)}
          maxLength={LIMITS.plateMax}
          autoCapitalize="characters"
          autoComplete="off"
          spellCheck={false}
          inputMode="text"
          style={{ fontSize: 24, letterSpacing: 2, fontWeight: 600 }}
        />
      </Form.Item>
      {/* Not antd's `loading`: when a search answers within a frame, its spinner's leave motion never
          ends and the button stays named "loading Search" for screen readers (and for tests). */}
      <Button type="primary" htmlType="submit" block disabled={searching} aria-busy={searching} style={{ height: 56, fontSize: 20 }}>
        {searching ? T.searching : T.search}
      </Button>
    </ScreenForm>
  );
}
