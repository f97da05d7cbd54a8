import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import * as zm from 'zod/mini';
import { issueField, issueMessageRef, issuesToMessages, type ValidationIssue } from './issue-message';
import { issueToMessage, issuesToFormError } from './issues';

const issuesOf = (
  schema: { safeParse: (value: unknown) => { success: boolean; error?: { issues: ValidationIssue[] } } },
  value: unknown,
) => {
  const result = schema.safeParse(value);
  if (result.success || !result.error) throw new Error('expected a validation failure');
  return result.error.issues;
};
const firstIssue = (schema: Parameters<typeof issuesOf>[0], value: unknown) => issuesOf(schema, value)[0]!;

describe('issueToMessage', () => {
  it('translates a contract key into pl and en', () => {
    const issue = firstIssue(z.string().email('form.validate.email'), 'nope');
    expect(issueToMessage(issue, 'pl')).toBe('Niepoprawny adres email.');
    expect(issueToMessage(issue, 'en')).toBe('Invalid e-mail address.');
  });

  it('keeps the limit of a keyed max-length check in the text', () => {
    const issue = firstIssue(z.string().max(100, 'form.validate.too_long'), 'x'.repeat(101));
    expect(issueToMessage(issue, 'pl')).toBe('Maksymalnie 100 znaków.');
    expect(issueToMessage(issue, 'en')).toBe('At most 100 characters.');
  });

  it('tells a text length from a number limit for zod defaults, both ways', () => {
    expect(issueToMessage(firstIssue(z.string().max(5), 'abcdef'), 'pl')).toBe('Maksymalnie 5 znaków.');
    expect(issueToMessage(firstIssue(z.number().max(10), 11), 'pl')).toBe('Maksymalna wartość to 10.');
    expect(issueToMessage(firstIssue(z.number().max(10), 11), 'en')).toBe('The largest allowed value is 10.');
    expect(issueToMessage(firstIssue(z.string().min(3), 'ab'), 'pl')).toBe('Co najmniej 3 znaków.');
    expect(issueToMessage(firstIssue(z.string().min(3), 'ab'), 'en')).toBe('At least 3 characters.');
    expect(issueToMessage(firstIssue(z.number().min(2), 1), 'en')).toBe('The smallest allowed value is 2.');
    expect(issueToMessage(firstIssue(z.string().length(4), 'abc'), 'en')).toBe('Exactly 4 characters.');
    expect(issueToMessage(firstIssue(z.bigint().max(3n), 4n), 'en')).toBe('The largest allowed value is 3.');
  });

  it('says "required" for a missing value or an empty text, "invalid" for a wrong type', () => {
    expect(issueToMessage(firstIssue(z.string(), undefined), 'pl')).toBe('To pole jest wymagane.');
    expect(issueToMessage(firstIssue(z.string().min(1), ''), 'en')).toBe('This field is required.');
    expect(issueToMessage(firstIssue(z.string(), 42), 'pl')).toBe('Niepoprawna wartość');
    // An array limit is neither characters nor a value.
    expect(issueToMessage(firstIssue(z.array(z.string()).max(1), ['a', 'b']), 'en')).toBe('Invalid value');
  });

  it('interpolates the params a custom issue carries with its key', () => {
    const schema = z.string().superRefine((_value, ctx) => {
      ctx.addIssue({ code: 'custom', message: 'signup.min_age_full', params: { age: 13 } });
    });
    expect(issueToMessage(firstIssue(schema, 'x'), 'pl')).toContain('13');
    expect(issueToMessage(firstIssue(schema, 'x'), 'en')).toContain('13');
    expect(issueMessageRef(firstIssue(schema, 'x'))).toEqual({
      key: 'signup.min_age_full',
      params: { age: 13 },
    });
    // A refine without a key says "invalid value", never zod's English.
    expect(
      issueToMessage(
        firstIssue(
          z.string().refine(() => false),
          'x',
        ),
        'pl',
      ),
    ).toBe('Niepoprawna wartość');
  });

  it('reads zod/mini issues the same way', () => {
    const schema = zm.object({
      name: zm.string().check(zm.maxLength(3, 'form.validate.too_long')),
      age: zm.number().check(zm.maximum(9)),
    });
    expect(issuesToFormError(issuesOf(schema, { name: 'abcd', age: 10 }), 'en')).toEqual({
      name: 'At most 3 characters.',
      age: 'The largest allowed value is 9.',
    });
  });
});

describe('issuesToFormError', () => {
  it('keeps the first issue per field and names nested fields with dots', () => {
    const schema = z.object({
      title: z
        .string()
        .min(1, 'catalog.validate.title_required')
        .max(2, 'form.validate.too_long')
        .regex(/^a/, 'form.validate.invalid_value'),
      invoice: z.object({ nip: z.string().regex(/^\d+$/, 'form.validate.invalid_value') }),
      items: z.array(z.string().max(1)),
    });
    expect(
      issuesToFormError(issuesOf(schema, { title: 'bcd', invoice: { nip: 'x' }, items: ['ok', 'no'] }), 'pl'),
    ).toEqual({
      title: 'Maksymalnie 2 znaków.',
      'invoice.nip': 'Niepoprawna wartość',
      'items.0': 'Maksymalnie 1 znaków.',
      'items.1': 'Maksymalnie 1 znaków.',
    });
  });

  it('puts issues about the whole body under "_"', () => {
    expect(issueField([])).toBe('_');
    expect(issuesToFormError(issuesOf(z.object({}), 'text'), 'en')).toEqual({ _: 'Invalid value' });
  });

  it('lets the viewer translate with its own function (i18next t)', () => {
    const issues = issuesOf(z.object({ title: z.string().max(2, 'form.validate.too_long') }), {
      title: 'abc',
    });
    expect(issuesToMessages(issues, (key, params) => `${key}|${JSON.stringify(params)}`)).toEqual({
      title: 'form.validate.too_long|{"max":2}',
    });
  });
});
