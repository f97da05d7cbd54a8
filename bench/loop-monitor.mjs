// Preloaded into the server process by the load bench (`node --import ./bench/loop-monitor.mjs`),
// so the server code stays untouched. It samples event-loop delay; on SIGUSR2 it prints the
// statistics since the previous signal as one line on stderr (`BENCH_LOOP {json}`) and resets.
// A blocked loop (e.g. password hashing on the main thread) shows up as a high p99/max.
import { monitorEventLoopDelay } from 'node:perf_hooks';

const histogram = monitorEventLoopDelay({ resolution: 10 });
histogram.enable();

const ms = (nanoseconds) => Math.round((nanoseconds / 1e6) * 100) / 100;

process.on('SIGUSR2', () => {
  const stats = {
    count: histogram.count,
    min: ms(histogram.min),
    mean: ms(histogram.mean),
    p50: ms(histogram.percentile(50)),
    p99: ms(histogram.percentile(99)),
    max: ms(histogram.max),
  };
  process.stderr.write(`BENCH_LOOP ${JSON.stringify(stats)}\n`);
  histogram.reset();
});
