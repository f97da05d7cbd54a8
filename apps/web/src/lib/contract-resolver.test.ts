import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import * as zm from 'zod/mini';
import { validateWith } from './contract-resolver';
import { fieldMessage } from './form-errors';

// A stand-in for i18next's t that shows what it was asked to translate.
const t = ((key: string, params?: Record<string, unknown>) =>
  `${key} ${JSON.stringify(params ?? {})}`) as never;

describe('contract resolver (viewer forms)', () => {
  it('keeps the interpolation values of the first issue per field, nested by path', async () => {
    const schema = z.object({
      postcode: z.string().max(6, 'form.validate.too_long').regex(/^\d/, 'form.validate.invalid_value'),
      address: z.object({ city: z.string() }),
    });
    const { errors } = await validateWith(schema, { postcode: 'abcdefgh', address: {} } as never);
    expect(fieldMessage(t, (errors as Record<string, never>).postcode)).toBe(
      'form.validate.too_long {"max":6}',
    );
    expect(fieldMessage(t, (errors as unknown as { address: { city: never } }).address.city)).toBe(
      'form.validate.required {}',
    );
  });

  it('validates zod/mini schemas and returns the parsed values', async () => {
    const schema = zm.object({
      email: zm.string().check(zm.trim(), zm.minLength(1, 'form.validate.required')),
    });
    expect(await validateWith(schema, { email: '  a@b.pl ' })).toEqual({
      values: { email: 'a@b.pl' },
      errors: {},
    });
    const { errors } = await validateWith(schema, { email: ' ' });
    expect(fieldMessage(t, (errors as Record<string, never>).email)).toBe('form.validate.required {"min":1}');
  });

  it('passes a server message (already text) through', () => {
    expect(fieldMessage(t, { message: 'Adres zajęty.' })).toBe('Adres zajęty.');
  });
});
