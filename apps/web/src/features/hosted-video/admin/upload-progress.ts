/**
 * Percent, speed and time left of a transfer from (time, bytes) samples. Speed is measured over
 * the last ~5 s so a stall or a retry shows at once instead of hiding in a whole-transfer average.
 */
export interface Sample {
  at: number;
  sent: number;
}

export interface ProgressView {
  percent: number;
  /** Bytes per second; null until two samples span some time. */
  speed: number | null;
  /** Seconds; null while the speed is unknown or zero. */
  secondsLeft: number | null;
}

export const WINDOW_MS = 5_000;

export const addSample = (samples: Sample[], sample: Sample): Sample[] => [
  ...samples.filter((s) => sample.at - s.at <= WINDOW_MS),
  sample,
];

export const progressView = (samples: Sample[], total: number): ProgressView => {
  const last = samples[samples.length - 1];
  const first = samples[0];
  const percent = last && total > 0 ? Math.min(100, Math.floor((last.sent / total) * 100)) : 0;
  if (!last || !first || last.at - first.at <= 0) return { percent, speed: null, secondsLeft: null };
  const speed = Math.max(0, ((last.sent - first.sent) * 1000) / (last.at - first.at));
  return { percent, speed, secondsLeft: speed > 0 ? Math.ceil((total - last.sent) / speed) : null };
};

export const formatBytes = (bytes: number): string => {
  const units = ['B', 'KB', 'MB', 'GB'];
  let value = bytes;
  let unit = 0;
  while (value >= 1024 && unit < units.length - 1) {
    value /= 1024;
    unit += 1;
  }
  return `${value.toFixed(unit === 0 ? 0 : 1).replace('.', ',')} ${units[unit]}`;
};

export const formatDuration = (seconds: number): string => {
  const h = Math.floor(seconds / 3600);
  const m = Math.floor((seconds % 3600) / 60);
  const s = seconds % 60;
  return h > 0
    ? `${h}:${String(m).padStart(2, '0')}:${String(s).padStart(2, '0')}`
    : `${m}:${String(s).padStart(2, '0')}`;
};
