import { spawn, type ChildProcess } from 'node:child_process';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const serverDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

export interface ServerProcess {
  child: ChildProcess;
  url: string;
  output(): string;
  /** Resolves once the output matches (a log line), with the match. */
  waitForOutput(pattern: RegExp): Promise<RegExpExecArray>;
  /** The process's end: its exit code, or the signal that ended it. */
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
  /** SIGTERM, then waits for the exit (server.ts drains and stops its jobs). */
  stop(): Promise<void>;
}

/**
 * Starts `src/server.ts` (through tsx) as its own process and resolves once it listens (its log
 * level must show info). `onSpawn` gets its stop at once, so a start that never listens is ended too.
 */
export const startServerProcess = (
  env: Record<string, string>,
  onSpawn: (stop: () => Promise<void>) => void,
): Promise<ServerProcess> => {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
    cwd: serverDir,
    env: { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? os.tmpdir(), ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const watchers: (() => boolean)[] = [];
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
    child.once('exit', (code, signal) => resolve({ code, signal })),
  );
  const waitForOutput = (pattern: RegExp) =>
    new Promise<RegExpExecArray>((resolve, reject) => {
      const check = () => {
        const match = pattern.exec(output);
        if (match) resolve(match);
        return match !== null;
      };
      if (check()) return;
      watchers.push(check);
      void exited.then(() => {
        if (!check()) reject(new Error(`exited without ${pattern}:\n${output}`));
      });
    });
  const stop = async () => {
    if (child.exitCode !== null || child.signalCode !== null) return;
    child.kill('SIGTERM');
    await exited;
  };
  onSpawn(stop);
  return new Promise((resolve, reject) => {
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      for (const [i, check] of [...watchers.entries()].reverse()) if (check()) watchers.splice(i, 1);
      const listening = /"msg":"Server listening at (http:\/\/127\.0\.0\.1:\d+)"/.exec(output);
      if (listening)
        resolve({ child, url: listening[1]!, output: () => output, waitForOutput, exited, stop });
    };
    child.stdout!.on('data', onData);
    child.stderr!.on('data', onData);
    child.once('exit', (code) =>
      reject(new Error(`server exited with ${code} before listening:\n${output}`)),
    );
  });
};
