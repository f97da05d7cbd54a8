import { parseArgs } from 'node:util';
import { AppError } from '@scena/shared';
import { loadConfig } from '../config';
import { openDatabase } from '../db/open';
import { buildApp } from '../app';
import { createAdmin } from './create-admin';

/**
 * `npm run admin:create -- --email ops@teatr.example.org [--firstname Ewa --lastname Nowak]`
 * Creates (or promotes) an administrator on the configured database. The password comes from
 * ADMIN_PASSWORD when set, otherwise a random one is printed once.
 */
const { values } = parseArgs({
  options: { email: { type: 'string' }, firstname: { type: 'string' }, lastname: { type: 'string' } },
});
if (!values.email) {
  console.error(
    'Usage: npm run admin:create -- --email <address on ADMIN_EMAIL_DOMAINS> [--firstname X --lastname Y]',
  );
  process.exit(2);
}
const config = loadConfig(undefined, { SEED_DEMO: 'false' });
const database = await openDatabase(config);
const { app, ctx } = await buildApp({ config, database, serveWeb: false, logger: false });
try {
  const result = await createAdmin(ctx, {
    email: values.email,
    firstname: values.firstname,
    lastname: values.lastname,
    password: process.env.ADMIN_PASSWORD,
  });
  console.log(`${result.created ? 'Created' : 'Promoted'} administrator ${result.email}.`);
  if (result.password && !process.env.ADMIN_PASSWORD)
    console.log(`Password (shown once): ${result.password}`);
  console.log('Sign-in is two-step: after the password, a one-time link is e-mailed to this address.');
} catch (error) {
  console.error(error instanceof AppError ? error.message : error);
  process.exitCode = 1;
} finally {
  await app.close();
  await database.close();
}
