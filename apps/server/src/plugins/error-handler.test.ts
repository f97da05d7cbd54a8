import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { issuesToFormError } from '@scena/shared';
import { issueOfItem } from './error-handler';

const formErrorsFor = (schema: z.ZodType, value: unknown, lang: 'pl' | 'en' = 'pl') => {
  const result = schema.safeParse(value);
  if (result.success) throw new Error('expected a validation failure');
  // The shape fastify-type-provider-zod hands to the error handler.
  const items = result.error.issues.map(({ code, path, message, ...params }) => ({
    keyword: code,
    instancePath: `/${path.join('/')}`,
    message,
    params: params as Record<string, unknown>,
  }));
  return issuesToFormError(items.map(issueOfItem), lang);
};

describe('route validation errors (fastify-type-provider-zod items → formError)', () => {
  it('translates message keys from contracts into the request language', () => {
    const schema = z.object({ email: z.string().email('form.validate.email') });
    expect(formErrorsFor(schema, { email: 'nope' })).toEqual({ email: 'Niepoprawny adres email.' });
    expect(formErrorsFor(schema, { email: 'nope' }, 'en')).toEqual({ email: 'Invalid e-mail address.' });
  });

  it('says "required" for a missing field and keeps only the first issue per field', () => {
    const schema = z.object({ name: z.string().min(3) });
    expect(formErrorsFor(schema, {})).toEqual({ name: 'To pole jest wymagane.' });
  });

  it('names a length limit for text and a value limit for numbers', () => {
    const schema = z.object({ title: z.string().max(5), count: z.number().max(10) });
    expect(formErrorsFor(schema, { title: 'x'.repeat(6), count: 11 })).toEqual({
      title: 'Maksymalnie 5 znaków.',
      count: 'Maksymalna wartość to 10.',
    });
  });

  it('puts nested fields under a dotted path', () => {
    const schema = z.object({
      invoice: z.object({ nip: z.string().regex(/^\d+$/, 'form.validate.invalid_value') }),
    });
    expect(formErrorsFor(schema, { invoice: { nip: 'abc' } })).toEqual({
      'invoice.nip': 'Niepoprawna wartość',
    });
  });
});
