// Preloaded into the server process by the load bench (`node --import ./bench/loop-monitor.mjs`),
// so the server code stays untouched. On SIGUSR2 it prints, as one line on stderr
// (`BENCH_LOOP {json}`), what happened since the previous signal, and starts over:
// - event-loop delay (perf_hooks.monitorEventLoopDelay): how late timers ran. It rises when code
//   blocks the loop, but also when the main thread simply gets no CPU (a saturated machine);
// - CPU time of the main thread alone (Linux: /proc/self/task/<pid>/stat) and of the whole
//   process. Work done on the main thread (a synchronous hash, say) shows up in the first; work on
//   libuv's thread pool (argon2id in @node-rs/argon2) only in the second.
import fs from 'node:fs';
import { monitorEventLoopDelay } from 'node:perf_hooks';

const histogram = monitorEventLoopDelay({ resolution: 10 });
histogram.enable();

const ms = (nanoseconds) => Math.round((nanoseconds / 1e6) * 100) / 100;

/** utime + stime of the main thread in milliseconds (clock ticks are 1/100 s on Linux), or null. */
const mainThreadCpuMs = () => {
  try {
    const stat = fs.readFileSync(`/proc/self/task/${process.pid}/stat`, 'utf8');
    // Fields after the command name (which may contain spaces) start at field 3.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return (Number(fields[11]) + Number(fields[12])) * 10;
  } catch {
    return null;
  }
};
const processCpuMs = () => {
  const usage = process.cpuUsage();
  return (usage.user + usage.system) / 1000;
};

let since = { main: mainThreadCpuMs(), all: processCpuMs() };

process.on('SIGUSR2', () => {
  const now = { main: mainThreadCpuMs(), all: processCpuMs() };
  const stats = {
    count: histogram.count,
    min: ms(histogram.min),
    mean: ms(histogram.mean),
    p50: ms(histogram.percentile(50)),
    p99: ms(histogram.percentile(99)),
    max: ms(histogram.max),
    mainThreadCpuMs: now.main !== null && since.main !== null ? now.main - since.main : null,
    processCpuMs: Math.round(now.all - since.all),
  };
  process.stderr.write(`BENCH_LOOP ${JSON.stringify(stats)}\n`);
  histogram.reset();
  since = now;
});
