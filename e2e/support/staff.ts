import type { Api } from './api';
import { demoAccount } from './demo';

/**
 * Staff accounts for the journeys, one per parallel worker. The product keeps one session per
 * user (a new sign-in ends the earlier one), so two journeys signed in as the same administrator
 * at once would sign each other out: global-setup.ts makes these before any journey runs (the demo
 * administrator promotes them), and each worker signs in as its own (`staffAccount`).
 */
export const STAFF_ENV = 'E2E_STAFF_ACCOUNTS';
const PASSWORD = 'Obsluga!2026x';
/** One per worker, at least as many as playwright.config.ts runs; names take letters only. */
const DESKS = ['Pierwsza', 'Druga', 'Trzecia', 'Czwarta'];

export interface StaffAccount {
  email: string;
  password: string;
  firstname: string;
  lastname: string;
}

/** Makes the staff accounts (verified, then given the administrator role) and returns them. */
export const createStaffAccounts = async (api: Api): Promise<StaffAccount[]> => {
  const adminToken = await api.adminToken();
  const domain = demoAccount('admin').email.split('@')[1]!;
  const accounts: StaffAccount[] = [];
  for (const [i, desk] of DESKS.entries()) {
    const account = { firstname: 'Obsługa', lastname: `Kasa ${desk}`, password: PASSWORD };
    const user = await api.createVerifiedUser({
      ...account,
      email: `kasa${i + 1}-${Date.now().toString(36)}@${domain}`,
    });
    const { id } = await api.signIn(user.email, user.password);
    const promoted = await api.call(
      'PUT',
      `/api/users/${id}`,
      { firstname: user.firstname, lastname: user.lastname, country_code: 'PL', role: 1 },
      adminToken,
    );
    if (promoted.status !== 200)
      throw new Error(`promoting ${user.email}: HTTP ${promoted.status} ${JSON.stringify(promoted.body)}`);
    accounts.push({ ...account, email: user.email });
  }
  return accounts;
};

/** This worker's staff account (by its parallel index, stable for the worker's life). */
export const staffAccount = (parallelIndex: number): StaffAccount => {
  const raw = process.env[STAFF_ENV];
  if (!raw) throw new Error(`${STAFF_ENV} is not set: run the journeys with "npm run test:e2e".`);
  const account = (JSON.parse(raw) as StaffAccount[])[parallelIndex];
  // Two workers sharing one would sign each other out: more workers need more accounts.
  if (!account) throw new Error(`no staff account for worker ${parallelIndex} (DESKS in support/staff.ts)`);
  return account;
};
