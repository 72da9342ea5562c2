import { DatePicker, type DatePickerProps } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import customParseFormat from 'dayjs/plugin/customParseFormat';
import { zonedDay } from '../../shared/dates';

dayjs.extend(customParseFormat);

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
 * before they had checked it. A day field also reads the usual typed forms of a day; the first format
 * is the one it shows.
 */
/**
 * The calendar marks the lot's today, not the browser's: antd's own mark is taken off and drawn on
 * the day the lot is at (an owner in Los Angeles at 10 PM saw yesterday marked for a Chicago lot).
 */
const LOT_TODAY_CSS = `.lot-day-picker .ant-picker-cell-in-view.ant-picker-cell-today .ant-picker-cell-inner::before { border: 0; }
.lot-day-picker .ant-picker-cell-in-view .lot-today .ant-picker-cell-inner::before { position: absolute; inset: 0; z-index: 1;
  border: 1px solid var(--ant-color-primary, #1558d6); border-radius: 4px; content: ''; }`;

export interface FormDatePickerProps extends DatePickerProps {
  /** The lot's IANA time zone: the calendar marks that zone's today. */
  timeZone?: string | undefined;
}

export function FormDatePicker({ onKeyDown, onBlur, style, format, timeZone, ...props }: FormDatePickerProps) {
  const lotToday = timeZone ? zonedDay(new Date(), timeZone) : null;
  const shown = typeof format === 'string' ? format : format === undefined ? 'YYYY-MM-DD' : null;
  const formats = props.showTime || shown === null ? format : [shown, ...TYPED_DAY_FORMATS.filter((f) => f !== shown)];
  // A date-and-time field also takes a day typed alone, as its midnight, at Enter or on leaving the
  // field ("Start Date" read as a day was refused with no word, and the field emptied). Not as one
  // of its formats: the picker would take "2026-11-26" while "10:30" was still being typed.
  const takeTypedDay = (text: string) => {
    if (!props.showTime) return;
    const day = typedDay(text);
    if (day) props.onChange?.(day, day.format(shown ?? 'YYYY-MM-DD HH:mm'));
  };
  const lotDayProps: Partial<DatePickerProps> = lotToday
    ? {
        classNames: { popup: { root: 'lot-day-picker' } },
        // antd's Today button picks the browser's day: left out, the marked day is a tap away.
        showNow: false,
        cellRender: (current, info) =>
          info.type === 'date' && dayjs.isDayjs(current) && current.format('YYYY-MM-DD') === lotToday ? (
            <div className="lot-today">{info.originNode}</div>
          ) : (
            info.originNode
          ),
      }
    : {};
  return (
    <>
      {lotToday && <style>{LOT_TODAY_CSS}</style>}
      <DatePicker
        style={{ width: '100%', ...style }}
        format={formats}
        {...lotDayProps}
        {...props}
        onKeyDown={(event, preventPicker) => {
          if (event.key === 'Enter') {
            event.preventDefault();
            takeTypedDay((event.target as HTMLInputElement).value);
          }
          onKeyDown?.(event, preventPicker);
        }}
        onBlur={(event, info) => {
          takeTypedDay((event.target as HTMLInputElement).value);
          onBlur?.(event, info);
        }}
      />
    </>
  );
}

/** A day typed alone in one of the usual forms (read strictly), at its midnight; null for anything else. */
function typedDay(text: string): Dayjs | null {
  for (const form of TYPED_DAY_FORMATS) {
    const day = dayjs(text.trim(), form, true);
    if (day.isValid()) return day.startOf('day');
  }
  return null;
}
