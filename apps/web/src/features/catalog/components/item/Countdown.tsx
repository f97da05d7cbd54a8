import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { countdownOffsetMs, countdownTarget, countdownView } from '@scena/shared/access/countdown';

const SECOND = 1_000;
const pad = (n: number) => String(n).padStart(2, '0');
const clock = ({ hours, minutes, seconds }: { hours: number; minutes: number; seconds: number }) =>
  `${pad(hours)}:${pad(minutes)}:${pad(seconds)}`;
const MINUTE = 60_000;

/**
 * Counts down to `nextChange` (+5 s and this page's random 3–8 s, packages/shared/src/access/countdown.ts) and calls
 * `onDone` once when it gets there. Whole days above 24 hours (checked every minute), then a clock
 * that ticks every second. role="timer" is not announced on every tick; the label says what it
 * counts to.
 */
export const Countdown = ({
  nextChange,
  label,
  onDone,
}: {
  nextChange: Date;
  label: string;
  onDone: () => void;
}) => {
  const { t } = useTranslation();
  const [offset] = useState(() => countdownOffsetMs());
  const target = countdownTarget({ nextChange })!.getTime() + offset;
  const [now, setNow] = useState(() => Date.now());
  const done = useRef<number | null>(null);
  const view = countdownView(new Date(target), new Date(now));

  useEffect(() => {
    if (view.kind === 'done') {
      if (done.current !== target) {
        done.current = target;
        onDone();
      }
      return;
    }
    const timer = setTimeout(() => setNow(Date.now()), view.kind === 'days' ? MINUTE : SECOND);
    return () => clearTimeout(timer);
  }, [view.kind, now, target, onDone]);

  if (view.kind === 'done') return null;
  return (
    <p className="item-countdown">
      <span className="item-countdown__label">{label}</span>{' '}
      <span role="timer" className="item-countdown__value">
        {view.kind === 'days' ? t('item_page.countdown_days', { count: view.days }) : clock(view)}
      </span>
    </p>
  );
};
