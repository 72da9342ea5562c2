import { DatePicker, type DatePickerProps } from 'antd';

/**
 * antd's DatePicker for a desk form's date field (full width). Enter in it takes the typed date, as
 * the picker does by itself, and no longer also submits the form around it: an owner typing a date
 * and pressing Enter got "Please fill out all fields." for the fields still to come, or a form sent
 * before they had checked it.
 */
export function FormDatePicker({ onKeyDown, style, ...props }: DatePickerProps) {
  return (
    <DatePicker
      style={{ width: '100%', ...style }}
      {...props}
      onKeyDown={(event, preventPicker) => {
        if (event.key === 'Enter') event.preventDefault();
        onKeyDown?.(event, preventPicker);
      }}
    />
  );
}
