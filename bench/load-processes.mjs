// One load run spread over several load-generator processes. A single autocannon is one thread:
// for answers of 15-25 KB it, not the server, was the limit (2026-11-25, quiet machine: a bare
// node:http server sending the events list from memory reached 5,180 req/s with one autocannon
// and 8,490 with two threads), so the read-path bench measured its own client. Each process runs
// bench/signin-load.mjs runLoad with its share of the connections; the results are summed, and the
// percentiles taken over every response time of all of them.
import { fork } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { latencyOf } from './signin-load.mjs';

const CHILD = fileURLToPath(new URL('./load-child.mjs', import.meta.url));

const runChild = (options) =>
  new Promise((resolve, reject) => {
    const child = fork(CHILD, [], { stdio: ['ignore', 'inherit', 'inherit', 'ipc'] });
    let result;
    child.once('message', (message) => (result = message));
    child.once('error', reject);
    // 'close', not 'exit': 'exit' can come before the IPC channel has delivered the child's last message.
    child.once('close', (code) =>
      code === 0 && result
        ? resolve(result)
        : reject(new Error(`load process exited with ${code}${result ? '' : ', no result'}`)),
    );
    child.send(options);
  });

/** Bytes per response over several runs, each weighted by its responses. */
export const meanBytesPerResponse = (runs) => {
  const requests = runs.reduce((total, run) => total + run.requests, 0);
  return Math.round(
    runs.reduce((total, run) => total + run.bytesPerResponse * run.requests, 0) / Math.max(1, requests),
  );
};

/** @param {{ baseUrl: string, request: object, connections: number, durationSeconds: number, processes?: number }} options */
export const runLoadInProcesses = async ({
  baseUrl,
  request,
  connections,
  durationSeconds,
  processes = 2,
}) => {
  const shares = Array.from(
    { length: processes },
    (_, i) => Math.floor(connections / processes) + (i < connections % processes ? 1 : 0),
  );
  const runs = await Promise.all(
    shares.map((share) => runChild({ baseUrl, request, connections: share, durationSeconds })),
  );
  const sum = (pick) => runs.reduce((total, run) => total + (pick(run) ?? 0), 0);
  const requests = sum((run) => run.requests);
  return {
    request: runs[0].request,
    connections,
    durationSeconds,
    processes,
    requests,
    throughput: sum((run) => run.throughput),
    bytesPerResponse: meanBytesPerResponse(runs),
    latency: latencyOf(runs.flatMap((run) => run.times)),
    status: {
      '2xx': sum((run) => run.status['2xx']),
      '3xx': sum((run) => run.status['3xx']),
      non2xx: sum((run) => run.status.non2xx),
      errors: sum((run) => run.status.errors),
      timeouts: sum((run) => run.status.timeouts),
    },
  };
};
