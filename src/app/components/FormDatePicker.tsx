import { DatePicker, type DatePickerProps } from 'antd';

/**
 * Ways people type a day, read besides the field's own format: a day typed "2026-11-01" or
 * "11/1/2026" into a field that shows "November 1, 2026" was shown as typed yet not taken, and the
 * form sent the day it held before (QA: a superadmin's pay date became today).
 */
const TYPED_DAY_FORMATS = ['YYYY-MM-DD', 'M/D/YYYY', 'MM/DD/YYYY', 'MMMM D, YYYY', 'MMM D, YYYY', 'MMMM D YYYY', 'MMM D YYYY'];

/**
 * antd's DatePicker for a desk form's date field (full width). Enter in it takes the typed date, as
 * the picker does by itself, and no longer also submits the form around it: an owner typing a date
 * and pressing Enter got "Please fill out all fields." for the fields still to come, or a form sent
 * before they had checked it. A day field also reads the usual typed forms of a day (a date-and-time
 * field, as that day's midnight); the first format is the one it shows.
 */
export function FormDatePicker({ onKeyDown, style, format, ...props }: DatePickerProps) {
  const shown = typeof format === 'string' ? format : format === undefined ? 'YYYY-MM-DD' : null;
  // A date-and-time field also takes a day typed alone (its midnight): "Start Date" read as a day
  // was refused with no word, and the field emptied.
  const formats =
    shown === null ? format : props.showTime ? [shown, ...TYPED_DAY_FORMATS] : [shown, ...TYPED_DAY_FORMATS.filter((f) => f !== shown)];
  return (
    <DatePicker
      style={{ width: '100%', ...style }}
      format={formats}
      {...props}
      onKeyDown={(event, preventPicker) => {
        if (event.key === 'Enter') event.preventDefault();
        onKeyDown?.(event, preventPicker);
      }}
    />
  );
}
