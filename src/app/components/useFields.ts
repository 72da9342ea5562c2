import { useCallback, useState } from 'react';

/**
 * The values of a plain form's text fields, one state object for the form: `bind('email')` gives a
 * field its value and onChange (spread it onto TextField).
 */
export function useFields<V extends Record<string, string>>(initial: V) {
  const [values, setValues] = useState<V>(initial);
  const bind = useCallback(
    (field: keyof V & string) => ({
      value: values[field],
      onChange: (e: { target: { value: string } }) => setValues((v) => ({ ...v, [field]: e.target.value })),
    }),
    [values],
  );
  return { values, setValues, bind };
}
