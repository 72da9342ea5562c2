import { useEffect, useState } from 'react';

/** The current time, refreshed every `everyMs` (the desk's request ages re-render every 30 s). */
export function useNow(everyMs = 30_000): Date {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const id = setInterval(() => setNow(new Date()), everyMs);
    return () => clearInterval(id);
  }, [everyMs]);
  return now;
}
