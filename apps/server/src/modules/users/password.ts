import { hash, verify } from '@node-rs/argon2';

/**
 * argon2id with OWASP/ASVS parameters (m = 19 MiB, t = 2, p = 1). @node-rs/argon2 hashes on the
 * libuv thread pool, so sign-in bursts do not block the event loop. Lives with the users module
 * (the credential is a user field); auth re-exports it.
 */
export const ARGON2_OPTIONS = { algorithm: 2 /* Argon2id */, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

export const hashPassword = (password: string): Promise<string> => hash(password, ARGON2_OPTIONS);

export const verifyPassword = async (storedHash: string, password: string): Promise<boolean> => {
  try {
    return await verify(storedHash, password);
  } catch {
    return false;
  }
};

/** A real hash of a random value: comparing against it keeps "no such user" as slow as a wrong password. */
let dummyHash: Promise<string> | null = null;
export const dummyPasswordHash = (): Promise<string> => (dummyHash ??= hashPassword(`dummy-${Math.random()}`));

/** Stored for deleted accounts: not an argon2 string, so no password ever verifies against it. */
export const NO_PASSWORD = '!deleted';
