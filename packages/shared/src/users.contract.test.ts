import { describe, expect, it } from 'vitest';
import { signUpBody, updateUserBody } from './users.contract';
import { newPasswordBody, signInBody, adminSignInBody, logoutBody, publicUser } from './auth.contract';

const issues = (result: {
  success: boolean;
  error?: { issues: { path: PropertyKey[]; message: string }[] };
}) =>
  result.success
    ? {}
    : Object.fromEntries(result.error!.issues.map((issue) => [issue.path.join('.'), issue.message]));

const signUp = {
  email: 'Ala@Example.com',
  firstname: 'Ala',
  lastname: 'Kot',
  password: 'Haslo_1234',
  repeatpassword: 'Haslo_1234',
  birthday: '2000-05-05',
  tos: true,
};

describe('signUpBody', () => {
  it('fills defaults (country PL, mailing false) and lower-cases the e-mail', () => {
    expect(signUpBody.parse(signUp)).toMatchObject({
      email: 'ala@example.com',
      country_code: 'PL',
      mailing: false,
    });
  });
  it('puts the mismatch on repeatpassword and needs the terms ticked', () => {
    expect(issues(signUpBody.safeParse({ ...signUp, repeatpassword: 'Inne_1234' }))).toEqual({
      repeatpassword: 'form.validate.passwdmatch',
    });
    expect(issues(signUpBody.safeParse({ ...signUp, tos: false }))).toEqual({ tos: 'form.validate.tos' });
    expect(issues(signUpBody.safeParse({ ...signUp, tos: undefined }))).toEqual({ tos: 'form.validate.tos' });
  });
  it('reports every missing required field as required', () => {
    expect(issues(signUpBody.safeParse({ tos: true }))).toEqual({
      email: 'form.validate.required',
      firstname: 'form.validate.required',
      lastname: 'form.validate.required',
      password: 'form.validate.required',
      repeatpassword: 'form.validate.required',
      birthday: 'form.validate.required',
    });
  });
});

describe('updateUserBody', () => {
  const base = { firstname: 'Ala', lastname: 'Kot', country_code: 'pl' };
  it('absent optional fields stay absent (no change); empty ones become null (clear)', () => {
    const parsed = updateUserBody.parse({
      ...base,
      street: '',
      nip: null,
      newpassword: '',
      birthday: '',
      email: '',
    });
    expect(parsed).toMatchObject({ country_code: 'PL', street: null, nip: null });
    expect(parsed.city).toBeUndefined();
    expect(parsed.newpassword).toBeUndefined();
    expect(parsed.birthday).toBeUndefined();
    expect(parsed.email).toBeUndefined();
  });
  it('applies the sign-up password rule and the field limits', () => {
    expect(issues(updateUserBody.safeParse({ ...base, newpassword: 'krótkie' }))).toEqual({
      newpassword: 'form.validate.passwd',
    });
    expect(
      issues(updateUserBody.safeParse({ ...base, city: 'x'.repeat(31), postal_code: '12345678901' })),
    ).toEqual({
      city: 'form.validate.too_long',
      postal_code: 'form.validate.too_long',
    });
    expect(issues(updateUserBody.safeParse({ ...base, role: 7 }))).toEqual({
      role: 'form.validate.invalid_value',
    });
  });
  it('applies the sign-up age rule (at least 13), like signUpBody: one rule in both places', () => {
    const sixYearsOld = `${new Date().getFullYear() - 6}-01-01`;
    expect(issues(updateUserBody.safeParse({ ...base, birthday: sixYearsOld }))).toEqual({
      birthday: 'signup.min_age_full',
    });
    expect(issues(signUpBody.safeParse({ ...signUp, birthday: sixYearsOld }))).toEqual({
      birthday: 'signup.min_age_full',
    });
    expect(issues(updateUserBody.safeParse({ ...base, birthday: '2001-02-29' }))).toEqual({
      birthday: 'form.validate.date',
    });
    expect(updateUserBody.safeParse({ ...base, birthday: '2000-01-01' }).success).toBe(true);
  });
});

describe('auth bodies', () => {
  it("sign-in: remember defaults to false; password is only required (old passwords may break today's rule)", () => {
    expect(signInBody.parse({ email: 'A@b.pl', password: 'x' })).toEqual({
      email: 'a@b.pl',
      password: 'x',
      remember: false,
    });
  });
  it('new password: reset rule and match', () => {
    expect(
      issues(
        newPasswordBody.safeParse({
          email: 'a@b.pl',
          token: 't',
          newpassword: 'Abc_12345',
          repeatpassword: 'Abc_12345',
        }),
      ),
    ).toEqual({
      newpassword: 'form.validate.passwd_reset',
    });
    expect(
      issues(
        newPasswordBody.safeParse({
          email: 'a@b.pl',
          token: 't',
          newpassword: 'Abc-12345',
          repeatpassword: 'Abc-1234',
        }),
      ),
    ).toEqual({
      repeatpassword: 'form.validate.passwdmatch',
    });
  });
  it('admin link and logout bodies', () => {
    expect(issues(adminSignInBody.safeParse({}))).toEqual({
      login_token: 'form.validate.required',
      login_email: 'form.validate.required',
    });
    expect(logoutBody.safeParse(undefined).success).toBe(true);
    expect(logoutBody.safeParse(null).success).toBe(true);
  });
  it('publicUser drops anything that is not public', () => {
    const row = {
      id: 1,
      email: 'a@b.pl',
      firstname: 'A',
      lastname: 'B',
      birthday: null,
      country_code: 'PL',
      mailing: false,
      tos: true,
      role: 2,
      created_at: '2026-01-01T00:00:00.000Z',
      street: null,
      postal_code: null,
      city: null,
      state: null,
      nip: null,
      company: null,
      password_hash: 'secret',
      last_ip: '1.2.3.4',
    };
    expect(publicUser.parse(row)).not.toHaveProperty('password_hash');
    expect(publicUser.parse(row)).not.toHaveProperty('last_ip');
  });
});
