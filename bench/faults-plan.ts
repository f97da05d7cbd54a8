// What the fault script (bench/faults.ts) breaks during the premiere-night load, one fault at a
// time so each error a viewer sees belongs to one window: an instance SIGKILLed (and started
// again), PostgreSQL restarted, Redis stopped, the S3 server and SMTP failing. A window ends when
// the service is back and every instance says it is ready (/api/health/ready checks the
// database, the queue, Redis and the bucket), asked directly, not through nginx.
import type { FaultWindow } from './faults-windows';
import type { FaultWorld } from './faults-world';

export type FaultStep = {
  name: string;
  /** Breaks the service and resolves once it is back. */
  run: () => Promise<void>;
};
export type PlanOptions = { redisSeconds: number; failSeconds: number };

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, Math.max(0, ms)));

/** Resolves once every instance answers readiness 200 (polled; fails after two minutes). */
const allReady = async (world: FaultWorld) => {
  const deadline = Date.now() + 120_000;
  for (const instance of world.cluster.instances) {
    for (;;) {
      const answer = await fetch(`${instance.url}/api/health/ready`, { signal: AbortSignal.timeout(5_000) })
        .then(async (res) => `${res.status} ${await res.text()}`)
        .catch((error: Error) => `${error.message} (${(error.cause as Error | undefined)?.message})`);
      if (answer.startsWith('200 ')) break;
      if (Date.now() > deadline)
        throw new Error(`${instance.name} not ready two minutes after a fault: ${answer}`);
      await sleep(250);
    }
  }
};

/** The faults by the name `--faults=` takes, in their default order. */
export const FAULT_NAMES = ['kill', 'postgres', 'redis', 's3', 'smtp'] as const;

export const faultPlan = (
  world: FaultWorld,
  options: PlanOptions,
  names: readonly string[] = FAULT_NAMES,
): FaultStep[] => {
  const { cluster } = world;
  const first = cluster.instances[0]!;
  /** A service behind its failing proxy (bench/fault-proxy.ts) fails for failSeconds, then recovers. */
  const failingFor = (label: string, proxy: FaultWorld['s3Proxy']): FaultStep => ({
    name: `${label} failing for ${options.failSeconds} s`,
    run: async () => {
      proxy.fail();
      await sleep(options.failSeconds * 1000);
      proxy.recover();
      await allReady(world);
    },
  });
  const byName: Record<(typeof FAULT_NAMES)[number], FaultStep> = {
    kill: {
      name: `${first.name} killed (SIGKILL), started again`,
      run: async () => {
        await first.kill('SIGKILL');
        await first.start();
        await allReady(world);
      },
    },
    postgres: {
      name: 'PostgreSQL restarted (fast shutdown)',
      run: async () => {
        await world.postgres.restart();
        await allReady(world);
      },
    },
    redis: {
      name: `Redis stopped for ${options.redisSeconds} s`,
      run: async () => {
        await cluster.redis!.kill('SIGTERM');
        await sleep(options.redisSeconds * 1000);
        await cluster.redis!.start();
        await allReady(world);
      },
    },
    s3: failingFor('S3', world.s3Proxy),
    smtp: failingFor('SMTP', world.smtpProxy),
  };
  return names.map((name) => {
    if (!(name in byName)) throw new Error(`unknown fault ${name}: known ${FAULT_NAMES.join(', ')}`);
    return byName[name as keyof typeof byName];
  });
};

/**
 * Runs the steps one after the other: the first `calmSeconds` after `loadStart`, each next one
 * `calmSeconds` after the previous one recovered (calm load between windows: an error there is a
 * breach). Returns each fault's window.
 */
export const runFaultPlan = async (
  steps: FaultStep[],
  loadStart: number,
  calmSeconds: number,
  log: (line: string) => void,
): Promise<FaultWindow[]> => {
  const windows: FaultWindow[] = [];
  let after = loadStart;
  for (const step of steps) {
    await sleep(after + calmSeconds * 1000 - Date.now());
    const window: FaultWindow = { name: step.name, start: Date.now(), end: null };
    windows.push(window);
    log(`fault at ${((window.start - loadStart) / 1000).toFixed(1)} s: ${step.name}`);
    await step.run();
    window.end = Date.now();
    after = window.end;
    log(`  recovered after ${((window.end - window.start) / 1000).toFixed(1)} s`);
  }
  return windows;
};
