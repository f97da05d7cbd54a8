// Sign-in under load: 50 concurrent clients POST /api/auth against the real built server for a
// fixed time (autocannon), while a probe times GET /api/health every 100 ms and the server reports
// its own event-loop delay (loop-monitor.mjs). Argon2id runs on libuv's thread pool, so health
// answers and loop delay should stay low while sign-in is saturated.
import autocannon from 'autocannon';

const percentile = (values, p) => {
  if (values.length === 0) return null;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
};

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
    return { samples: latencies.length, failures, p50: percentile(latencies, 50), p95: percentile(latencies, 95), max: Math.max(...latencies) };
  };
};

/**
 * @param {{ baseUrl: string, email: string, password: string, connections?: number, durationSeconds?: number, readLoopStats: () => Promise<object|null> }} options
 */
export const runSignInLoad = async ({ baseUrl, email, password, connections = 50, durationSeconds = 15, readLoopStats }) => {
  const body = JSON.stringify({ email, password, remember: false });
  // Warm up (JIT, connection pool, PGlite caches), then reset the server's loop statistics.
  await autocannon({ url: `${baseUrl}/api/auth`, method: 'POST', headers: { 'content-type': 'application/json' }, body, connections: 10, duration: 2 });
  await readLoopStats();

  const stopProbe = startHealthProbe(baseUrl);
  const instance = autocannon({
    url: `${baseUrl}/api/auth`,
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body,
    connections,
    duration: durationSeconds,
  });
  // autocannon's histogram has no p95; keep every response time to compute it exactly.
  const times = [];
  instance.on('response', (_client, _status, _bytes, responseTime) => times.push(responseTime));
  const result = await instance;
  const health = await stopProbe();
  const loop = await readLoopStats();
  return {
    connections,
    durationSeconds,
    requests: result.requests.total,
    throughput: result.requests.average,
    latency: {
      p50: percentile(times, 50),
      p95: percentile(times, 95),
      p99: percentile(times, 99),
      max: Math.max(...times),
      mean: times.reduce((sum, time) => sum + time, 0) / Math.max(1, times.length),
    },
    status: { '2xx': result['2xx'], non2xx: result.non2xx, errors: result.errors, timeouts: result.timeouts },
    health,
    loop,
  };
};

