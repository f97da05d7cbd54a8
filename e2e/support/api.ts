import { randomBytes, randomInt } from 'node:crypto';
import type { Mailbox } from './mailbox';
import { demoAccount } from './demo';

/** Subjects of the server's e-mails, in both languages (`mail.*.subject` in packages/shared/src/i18n/mail.ts). */
export const SUBJECTS = {
  verify: /potwierdź adres e-mail|confirm your e-mail address/,
  reset: /ustaw nowe hasło|set a new password/,
  adminLink: /link logowania do panelu|admin sign-in link/,
} as const;

export interface TestUser {
  email: string;
  password: string;
  firstname: string;
  lastname: string;
}

/** example.com never gets the admin role (ADMIN_EMAIL_DOMAINS); unique per call. */
export const uniqueEmail = (prefix = 'widz') =>
  `${prefix}-${Date.now().toString(36)}-${randomBytes(3).toString('hex')}@example.com`;

export const newUser = (overrides: Partial<TestUser> = {}): TestUser => ({
  email: uniqueEmail(),
  password: 'Teatr!2026x',
  firstname: 'Zażółć',
  lastname: 'Gęślą-Jaźń',
  ...overrides,
});

/**
 * Set-up steps the journeys need but do not test (a verified account, an admin token), done over
 * the API. Each helper speaks for its own client address (X-Forwarded-For; the e2e server trusts
 * 127.0.0.1 as a proxy), so set-up never uses up the browser's per-IP rate limits.
 */
export class Api {
  private readonly ip = `10.${randomInt(256)}.${randomInt(256)}.${randomInt(1, 255)}`;

  /** `staff`: the administrator this worker acts as (support/staff.ts); the demo one when absent. */
  constructor(
    readonly baseUrl: string,
    private readonly mailbox: Mailbox,
    private readonly staff?: { email: string; password: string },
  ) {}

  async call<T = unknown>(
    method: string,
    path: string,
    body?: unknown,
    token?: string,
  ): Promise<{ status: number; body: T }> {
    const response = await fetch(new URL(path, this.baseUrl), {
      method,
      headers: {
        'x-forwarded-for': this.ip,
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        ...(token ? { 'x-auth-token': token } : {}),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const text = await response.text();
    return { status: response.status, body: (text ? JSON.parse(text) : undefined) as T };
  }

  private async expectOk<T>(what: string, result: Promise<{ status: number; body: T }>): Promise<T> {
    const { status, body } = await result;
    if (status >= 300) throw new Error(`${what}: HTTP ${status} ${JSON.stringify(body)}`);
    return body;
  }

  /** Signs up and follows the e-mailed verification link: a verified standard account. */
  async createVerifiedUser(
    overrides: Partial<TestUser> = {},
    options: { mailing?: boolean } = {},
  ): Promise<TestUser> {
    const user = newUser(overrides);
    await this.expectOk(
      'sign-up',
      this.call('POST', '/api/users', {
        email: user.email,
        firstname: user.firstname,
        lastname: user.lastname,
        password: user.password,
        repeatpassword: user.password,
        country_code: 'PL',
        birthday: '1990-05-17',
        mailing: options.mailing ?? false,
        tos: true,
      }),
    );
    const link = new URL(await this.mailbox.waitFor(user.email, SUBJECTS.verify));
    await this.expectOk(
      'verification',
      this.call('POST', '/api/verifications', {
        email: link.searchParams.get('email'),
        token: link.searchParams.get('token'),
      }),
    );
    return user;
  }

  async signIn(email: string, password: string): Promise<{ token: string; id: number }> {
    return this.expectOk(
      'sign-in',
      this.call<{ token: string; id: number }>('POST', '/api/auth', { email, password, remember: false }),
    );
  }

  /**
   * An administrator's session through both steps (the password, then the e-mailed one-time
   * link): the token with the user, as the sign-in page gets it. This worker's staff account, or
   * the demo administrator.
   */
  async adminSession(): Promise<{ token: string; id: number } & Record<string, unknown>> {
    const admin = this.staff ?? demoAccount('admin');
    const since = Date.now();
    const first = await this.call<{ email?: string }>('POST', '/api/auth', {
      email: admin.email,
      password: admin.password,
      remember: false,
    });
    if (first.status !== 403 || first.body?.email)
      throw new Error(`admin sign-in step 1: HTTP ${first.status} ${JSON.stringify(first.body)}`);
    const link = new URL(await this.mailbox.waitFor(admin.email, SUBJECTS.adminLink, { after: since }));
    return this.expectOk(
      'admin sign-in step 2',
      this.call<{ token: string; id: number }>('POST', '/api/auth/admin', {
        login_token: link.searchParams.get('login_token'),
        login_email: link.searchParams.get('login_email'),
      }),
    );
  }

  /** An administrator's session token (`adminSession`). */
  async adminToken(): Promise<string> {
    return (await this.adminSession()).token;
  }

  async setMaintenance(adminToken: string, on: boolean): Promise<void> {
    await this.expectOk(
      'PUT /api/appconfig',
      this.call('PUT', '/api/appconfig', { maintenance: on }, adminToken),
    );
  }
}
