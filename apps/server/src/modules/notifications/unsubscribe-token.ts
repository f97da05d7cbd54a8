import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { appConfigEntries } from '../content';

/**
 * The unsubscribe link's signature: HMAC-SHA256 of the user id under a secret made once per
 * installation and kept in the database (app_config key `secret:unsubscribe`, which no answer
 * shows: the config's reader keeps only known settings). Every instance signs and checks with the
 * same secret, and no environment variable is needed. A link works signed out and forever (until
 * the secret is deleted); it can only ever switch its own user's mailing off.
 */
const SECRET_KEY = 'secret:unsubscribe';

const secrets = new WeakMap<object, Promise<Buffer>>();

const loadSecret = async (db: DbOrTx): Promise<Buffer> => {
  await db
    .insert(appConfigEntries)
    .values({ key: SECRET_KEY, value: randomBytes(32).toString('base64url') })
    .onConflictDoNothing();
  const [row] = await db
    .select({ value: appConfigEntries.value })
    .from(appConfigEntries)
    .where(eq(appConfigEntries.key, SECRET_KEY));
  return Buffer.from(String(row!.value), 'base64url');
};

/** The installation's secret, read once per database client. */
export const unsubscribeSecret = (db: DbOrTx): Promise<Buffer> => {
  let secret = secrets.get(db);
  if (!secret) {
    secret = loadSecret(db);
    secrets.set(db, secret);
    secret.catch(() => secrets.delete(db));
  }
  return secret;
};

export const signUnsubscribe = (secret: Buffer, userId: number): string =>
  createHmac('sha256', secret).update(`unsubscribe:${userId}`).digest('base64url');

export const verifyUnsubscribe = (secret: Buffer, userId: number, token: string): boolean => {
  const expected = Buffer.from(signUnsubscribe(secret, userId));
  const given = Buffer.from(token);
  return given.length === expected.length && timingSafeEqual(given, expected);
};

/** The web page that asks for the click (GET), and the one-click address mail clients POST to. */
export const unsubscribeLinks = (publicUrl: string, secret: Buffer, userId: number) => {
  const query = `u=${userId}&t=${signUnsubscribe(secret, userId)}`;
  const base = publicUrl.replace(/\/$/, '');
  return { page: `${base}/wypisz?${query}`, oneClick: `${base}/api/notifications/unsubscribe?${query}` };
};
