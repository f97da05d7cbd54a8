import { availableParallelism } from 'node:os';
import { hash, verify } from '@node-rs/argon2';
import pLimit from 'p-limit';

/**
 * argon2id with OWASP/ASVS parameters (m = 19 MiB, t = 2, p = 1). @node-rs/argon2 hashes on the
 * libuv thread pool, so sign-in bursts do not block the event loop. Lives with the users module
 * (the credential is a user field); auth re-exports it.
 */
export const ARGON2_OPTIONS = {
  algorithm: 2 /* Argon2id */,
  memoryCost: 19_456,
  timeCost: 2,
  parallelism: 1,
} as const;

/**
 * At most one hash per core at once. Hashing never runs on the event loop, but libuv's pool has
 * four threads: on a two-core machine four concurrent hashes starve the event loop of CPU, and
 * every other request (health checks, pages, the catalogue) waits behind a sign-in burst.
 * Measured with `npm run bench` (50 clients, 2 cores): health checks during the burst went from
 * p50 286 ms to 18 ms, event-loop delay p99 from 360 ms to 46 ms. (cores − 1) kept the loop even
 * calmer but cost a third of the sign-in throughput.
 */
const hashing = pLimit(Math.max(1, availableParallelism()));

export const hashPassword = (password: string): Promise<string> =>
  hashing(() => hash(password, ARGON2_OPTIONS));

export const verifyPassword = async (storedHash: string, password: string): Promise<boolean> => {
  try {
    return await hashing(() => verify(storedHash, password));
  } catch {
    return false;
  }
};

/** A real hash of a random value: comparing against it keeps "no such user" as slow as a wrong password. */
let dummyHash: Promise<string> | null = null;
export const dummyPasswordHash = (): Promise<string> =>
  (dummyHash ??= hashPassword(`dummy-${Math.random()}`));

/** Stored for deleted accounts: not an argon2 string, so no password ever verifies against it. */
export const NO_PASSWORD = '!deleted';
