import { useEffect, useState } from 'react';

/**
 * The current time, refreshed every `intervalMs`, so status labels (ended / soon / in progress)
 * and "available from" labels follow the clock while the page stays open. Event windows are set
 * to the minute, so half a minute is close enough for a label.
 */
export const useNow = (intervalMs = 30_000): Date => {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const timer = setInterval(() => setNow(new Date()), intervalMs);
    return () => clearInterval(timer);
  }, [intervalMs]);
  return now;
};
