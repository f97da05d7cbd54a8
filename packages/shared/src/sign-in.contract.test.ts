import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { readFileSync } from 'node:fs';
import { z } from 'zod';
import { signInBody } from './sign-in.contract';
import { signInBody as fromAuthContract } from './auth.contract';
import { emailField, signInPasswordField } from './validation';

type Parsed = {
  success: boolean;
  data?: unknown;
  error?: { issues: { path: PropertyKey[]; message: string }[] };
};
const outcome = (result: Parsed) =>
  result.success
    ? { data: result.data }
    : { issues: result.error!.issues.map((issue) => [issue.path.join('.'), issue.message]) };

/** The sign-in body built with classic zod from validation.ts: what the zod/mini one must match. */
const classicSignIn = z.object({
  email: emailField(),
  password: signInPasswordField(),
  remember: z.boolean().default(false),
});

const text = fc.oneof(
  fc.string({ maxLength: 30 }),
  fc.constantFrom(
    '',
    ' ',
    'jan@example.com',
    ' Jan.Kowalski+Teatr@Example.COM ',
    'jan@',
    'a..b@example.com',
    'x'.repeat(1030),
  ),
);
const value = fc.oneof(text, fc.constant(undefined), fc.constant(null), fc.integer(), fc.boolean());

describe('sign-in body (zod/mini)', () => {
  it('is the one the auth contract (and so the server) uses', () => {
    expect(fromAuthContract).toBe(signInBody);
  });

  it('accepts, cleans and refuses exactly like the classic fields of validation.ts', () => {
    fc.assert(
      fc.property(
        value,
        value,
        fc.oneof(fc.constant(undefined), fc.boolean(), fc.string({ maxLength: 3 })),
        (email, password, remember) => {
          const body = { email, password, remember };
          expect(outcome(signInBody.safeParse(body))).toEqual(outcome(classicSignIn.safeParse(body)));
        },
      ),
      { numRuns: 500 },
    );
  });

  it('gives the catalogue keys the form and the server translate', () => {
    expect(signInBody.parse({ email: ' A@B.pl ', password: 'x' })).toEqual({
      email: 'a@b.pl',
      password: 'x',
      remember: false,
    });
    expect(outcome(signInBody.safeParse({}))).toEqual({
      issues: [
        ['email', 'form.validate.required'],
        ['password', 'form.validate.required'],
      ],
    });
    expect(outcome(signInBody.safeParse({ email: 'jan@', password: 'x'.repeat(1025) }))).toEqual({
      issues: [
        ['email', 'form.validate.email'],
        ['password', 'form.validate.passwd'],
      ],
    });
  });

  it('pulls in no classic zod (the sign-in page loads it: about 17 KB gzipped more otherwise)', () => {
    for (const file of ['sign-in.contract.ts', 'field-checks.ts']) {
      const source = readFileSync(new URL(file, import.meta.url), 'utf8');
      const imports = [...source.matchAll(/from '([^']+)'/g)].map((match) => match[1]);
      expect(
        imports.filter((name) => name !== 'zod/mini' && name !== './field-checks'),
        file,
      ).toEqual([]);
    }
  });
});
