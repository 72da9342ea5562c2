import { useEffect, useState } from 'react';

/** `value`, once it has stopped changing for `ms` (SPEC section 9: address suggestions wait 300 ms). */
export function useDebounced<T>(value: T, ms: number): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const t = setTimeout(() => setSettled(value), ms);
    return () => clearTimeout(t);
  }, [value, ms]);
  return settled;
}
