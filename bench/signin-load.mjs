// Sign-in under load: concurrent clients POST /api/auth against the real built server for a fixed
// time (autocannon), while a probe times GET /api/health every 100 ms and the server reports its
// own event-loop delay (loop-monitor.mjs). The same run against GET /api/health alone (which also
// queries the database) is the baseline: if argon2id blocked the event loop, the sign-in run's
// loop delay would be far above it, by about the hashing time (~10 ms) per queued sign-in.
import autocannon from 'autocannon';

const percentile = (values, p) => {
  if (values.length === 0) return null;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
};

/** p50, p95, p99, max and mean of response times in ms (autocannon's histogram has no p95). */
export const latencyOf = (times) => ({
  p50: percentile(times, 50),
  p95: percentile(times, 95),
  p99: percentile(times, 99),
  // A loop, not Math.max(...times): a fast route gives more responses than the call stack holds.
  max: times.length ? times.reduce((most, time) => (time > most ? time : most), -Infinity) : null,
  mean: times.reduce((sum, time) => sum + time, 0) / Math.max(1, times.length),
});

/** Times one GET /api/health every `everyMs` until stopped; returns latencies in ms. */
const startHealthProbe = (baseUrl, everyMs = 100) => {
  const latencies = [];
  let failures = 0;
  let running = true;
  const loop = (async () => {
    while (running) {
      const started = performance.now();
      try {
        const response = await fetch(`${baseUrl}/api/health`);
        await response.arrayBuffer();
        if (response.ok) latencies.push(performance.now() - started);
        else failures += 1;
      } catch {
        failures += 1;
      }
      await new Promise((resolve) => setTimeout(resolve, everyMs));
    }
  })();
  return async () => {
    running = false;
    await loop;
    return {
      samples: latencies.length,
      failures,
      p50: percentile(latencies, 50),
      p95: percentile(latencies, 95),
      max: latencies.length ? Math.max(...latencies) : null,
    };
  };
};

/**
 * One measured run of `request` with `connections` clients for `durationSeconds`.
 * @param {{ baseUrl: string, request: { path: string, method?: string, body?: string, headers?: Record<string, string> }, connections: number, durationSeconds: number, readLoopStats: () => Promise<object|null>, probe?: boolean }} options
 */
export const runLoad = async ({
  baseUrl,
  request,
  connections,
  durationSeconds,
  readLoopStats,
  probe = false,
  keepTimes = false,
}) => {
  const target = {
    url: `${baseUrl}${request.path}`,
    method: request.method ?? 'GET',
    headers: { ...(request.body ? { 'content-type': 'application/json' } : {}), ...request.headers },
    ...(request.body ? { body: request.body } : {}),
  };
  // Warm up (JIT, caches, connections), then reset the server's loop statistics.
  await autocannon({ ...target, connections: 10, duration: 2 });
  await readLoopStats();

  const stopProbe = probe ? startHealthProbe(baseUrl) : null;
  const instance = autocannon({ ...target, connections, duration: durationSeconds });
  // autocannon's histogram has no p95; keep every response time to compute it exactly.
  const times = [];
  instance.on('response', (_client, _status, _bytes, responseTime) => times.push(responseTime));
  const result = await instance;
  const health = stopProbe ? await stopProbe() : null;
  const loop = await readLoopStats();
  return {
    request: `${target.method} ${request.path}`,
    connections,
    durationSeconds,
    requests: result.requests.total,
    throughput: result.requests.average,
    bytesPerResponse: Math.round(result.throughput.total / Math.max(1, result.requests.total)),
    latency: latencyOf(times),
    // `errors` counts connection errors and timeouts (timeouts are also reported on their own).
    status: {
      '2xx': result['2xx'],
      '3xx': result['3xx'],
      non2xx: result.non2xx,
      errors: result.errors,
      timeouts: result.timeouts,
    },
    health,
    loop,
    ...(keepTimes ? { times } : {}),
  };
};

/** The baseline (health) and the sign-in run, one after the other. */
export const runSignInLoad = async ({
  baseUrl,
  email,
  password,
  connections = 50,
  durationSeconds = 15,
  readLoopStats,
}) => {
  const baseline = await runLoad({
    baseUrl,
    request: { path: '/api/health' },
    connections,
    durationSeconds: Math.max(3, Math.round(durationSeconds / 3)),
    readLoopStats,
  });
  const signIn = await runLoad({
    baseUrl,
    request: {
      path: '/api/auth',
      method: 'POST',
      body: JSON.stringify({ email, password, remember: false }),
    },
    connections,
    durationSeconds,
    readLoopStats,
    probe: true,
  });
  return { baseline, signIn };
};
