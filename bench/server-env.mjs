/**
 * The environment of a built server started by a benchmark: production mode on loopback, a data
 * directory of its own, demo data, no rate limits (the benches measure the work behind them), the
 * embedded payment sandbox.
 */
export const benchServerEnv = ({ port, baseUrl, dataDir, databaseUrl, extra = {} }) => ({
  ...process.env,
  NODE_ENV: 'production',
  HOST: '127.0.0.1',
  PORT: String(port),
  PUBLIC_URL: baseUrl,
  DATA_DIR: dataDir,
  DATABASE_URL: databaseUrl ?? '',
  SEED_DEMO: 'true',
  RATE_LIMIT_DISABLED: 'true',
  // Production mode refuses the payment sandbox unless asked: the bench servers are demos.
  SANDBOX_PAYMENTS: '1',
  LOG_LEVEL: 'warn',
  ...extra,
});
