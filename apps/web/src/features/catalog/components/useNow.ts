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

/** prefers-reduced-motion: reduce, read once per mount and followed when it changes. */
export const usePrefersReducedMotion = (): boolean => {
  const query = '(prefers-reduced-motion: reduce)';
  const [reduced, setReduced] = useState(() => typeof window !== 'undefined' && !!window.matchMedia?.(query).matches);
  useEffect(() => {
    const list = window.matchMedia?.(query);
    if (!list) return;
    const onChange = () => setReduced(list.matches);
    list.addEventListener('change', onChange);
    return () => list.removeEventListener('change', onChange);
  }, []);
  return reduced;
};
