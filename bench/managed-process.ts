// A child process that a bench or a fault script starts, kills with any signal and starts again
// under the same command and environment (bench/cluster.ts: the server instances and Redis). Its
// output is kept (the last 200 kB), so a failure can say what the process printed.
import { spawn, type ChildProcess } from 'node:child_process';

const KEEP_OUTPUT = 200_000;

export type ManagedProcessOptions = {
  /** Shown in errors ("instance 2", "redis"). */
  name: string;
  command: string;
  args: string[];
  cwd?: string;
  env: NodeJS.ProcessEnv;
  /** Resolves once the process serves (polled after each start); throws on time-out. */
  ready: (child: ChildProcess) => Promise<void>;
  /** Copy the output to this process's stdout/stderr too. */
  echo?: boolean;
};

export interface ManagedProcess {
  readonly name: string;
  /** The running process's pid; null while it is down. */
  readonly pid: number | null;
  readonly running: boolean;
  /** Starts it (if down) and resolves once ready. */
  start(): Promise<void>;
  /** Sends the signal and resolves once it exited (at once if it is down). SIGSTOP/SIGCONT do not wait. */
  kill(signal?: NodeJS.Signals): Promise<void>;
  /** SIGTERM (waits for the exit), then start(). */
  restart(): Promise<void>;
  /** What it printed since it was first started (all its runs), the last 200 kB. */
  output(): string;
}

export const managedProcess = (options: ManagedProcessOptions): ManagedProcess => {
  let child: ChildProcess | null = null;
  let exited: Promise<void> = Promise.resolve();
  let output = '';
  const keep = (chunk: Buffer) => {
    output = (output + chunk.toString()).slice(-KEEP_OUTPUT);
  };
  const alive = () => child !== null && child.exitCode === null && child.signalCode === null;

  const start = async () => {
    if (alive()) return;
    const started = spawn(options.command, options.args, {
      cwd: options.cwd,
      env: options.env,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    child = started;
    exited = new Promise((resolve) => started.once('exit', () => resolve()));
    started.stdout!.on('data', keep);
    started.stderr!.on('data', keep);
    if (options.echo) {
      started.stdout!.pipe(process.stdout);
      started.stderr!.pipe(process.stderr);
    }
    try {
      await options.ready(started);
    } catch (error) {
      const reason = error instanceof Error ? error.message : String(error);
      throw new Error(`${options.name} did not start: ${reason}\n${output.slice(-4000)}`, { cause: error });
    }
  };

  const kill = async (signal: NodeJS.Signals = 'SIGTERM') => {
    if (!alive()) return;
    child!.kill(signal);
    if (signal === 'SIGSTOP' || signal === 'SIGCONT') return;
    await exited;
  };

  return {
    name: options.name,
    get pid() {
      return alive() ? (child!.pid ?? null) : null;
    },
    get running() {
      return alive();
    },
    start,
    kill,
    restart: async () => {
      await kill('SIGTERM');
      await start();
    },
    output: () => output,
  };
};
