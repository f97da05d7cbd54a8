/** Where global-setup.ts leaves the demo credentials the server printed at start. */
export const DEMO_ENV = {
  adminEmail: 'E2E_DEMO_ADMIN_EMAIL',
  adminPassword: 'E2E_DEMO_ADMIN_PASSWORD',
  viewerEmail: 'E2E_DEMO_VIEWER_EMAIL',
  viewerPassword: 'E2E_DEMO_VIEWER_PASSWORD',
} as const;

type Demo = Record<keyof typeof DEMO_ENV, string | undefined>;

/**
 * Reads the demo accounts from the server's start-up log, as a newcomer would: the server prints
 * lines like "admin: admin@scena.local / password" (inside its JSON log messages).
 */
export const readDemoCredentials = (log: string): Demo => {
  const demo: Demo = {
    adminEmail: undefined,
    adminPassword: undefined,
    viewerEmail: undefined,
    viewerPassword: undefined,
  };
  for (const line of log.split('\n')) {
    let message = line;
    try {
      const entry = JSON.parse(line) as { msg?: unknown };
      if (typeof entry.msg === 'string') message = entry.msg;
    } catch {
      // not a JSON line; read it as text
    }
    for (const match of message.matchAll(/\b(admin|viewer):\s+(\S+@\S+)\s+\/\s+(\S+)/g)) {
      const [, kind, email, password] = match;
      if (kind === 'admin') Object.assign(demo, { adminEmail: email, adminPassword: password });
      else Object.assign(demo, { viewerEmail: email, viewerPassword: password });
    }
  }
  return demo;
};

/** The demo account of the given kind; fails the test clearly when the server did not print it. */
export const demoAccount = (kind: 'admin' | 'viewer'): { email: string; password: string } => {
  const email = process.env[kind === 'admin' ? DEMO_ENV.adminEmail : DEMO_ENV.viewerEmail];
  const password = process.env[kind === 'admin' ? DEMO_ENV.adminPassword : DEMO_ENV.viewerPassword];
  if (!email || !password) {
    throw new Error(
      `The server did not print the demo ${kind} credentials at start (see ${process.env.E2E_SERVER_LOG ?? 'the server log'}).`,
    );
  }
  return { email, password };
};
