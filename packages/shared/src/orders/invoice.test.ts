import { describe, expect, it } from 'vitest';
import { invoiceDataSchema } from './invoice';
import { purchaseBody } from '../orders.contract';

const address = {
  street: 'Marszałkowska 1',
  city: 'Warszawa',
  state: 'mazowieckie',
  postal_code: '00-001',
  country_code: 'pl',
};
const messagesOf = (value: unknown) => {
  const result = invoiceDataSchema.safeParse(value);
  if (result.success) return {};
  // The first message per field: the one a form shows.
  const first: Record<string, string> = {};
  for (const issue of result.error.issues) first[issue.path.join('.')] ??= issue.message;
  return first;
};

describe('invoice data (spec 1 §5)', () => {
  it('accepts a company with a valid NIP typed with dashes, stored as digits and upper-case country', () => {
    const parsed = invoiceDataSchema.parse({
      invoiceType: 'company',
      company: 'Teatr „Nowy” sp. z o.o.',
      nip: '526-000-12-46',
      ...address,
    });
    expect(parsed).toMatchObject({ nip: '5260001246', country_code: 'PL' });
  });
  it('refuses a Polish NIP with a wrong check digit, letters, or too long', () => {
    expect(messagesOf({ invoiceType: 'company', company: 'A', nip: '5260001247', ...address })).toEqual({
      nip: 'orders.validate.nip_checksum',
    });
    expect(messagesOf({ invoiceType: 'company', company: 'A', nip: '52600O1246', ...address })).toEqual({
      nip: 'orders.validate.nip_digits',
    });
    expect(messagesOf({ invoiceType: 'company', company: 'A', nip: '12345678901', ...address })).toEqual({
      nip: 'form.validate.too_long',
    });
  });
  it('does not apply the Polish checksum to a foreign company', () => {
    expect(
      messagesOf({ invoiceType: 'company', company: 'A', nip: '123456789', ...address, country_code: 'DE' }),
    ).toEqual({});
  });
  it('names every missing or wrong field at once', () => {
    expect(
      messagesOf({
        invoiceType: 'person',
        firstname: 'Jan1',
        lastname: '',
        street: '',
        city: 'x'.repeat(31),
        state: '<b>',
        postal_code: '00-001',
        country_code: 'PLN',
      }),
    ).toEqual({
      firstname: 'form.validate.special_chars',
      lastname: 'form.validate.required',
      street: 'form.validate.required',
      city: 'form.validate.too_long',
      state: 'form.validate.invalid_value',
      country_code: 'form.validate.wrong_input_max2',
    });
  });
  it('refuses an unknown invoice type', () => {
    expect(messagesOf({ invoiceType: 'other', ...address })).toEqual({
      invoiceType: 'orders.validate.invoice_type',
    });
  });
});

describe('purchase body', () => {
  it('needs consent', () => {
    const result = purchaseBody.safeParse({ consent: false });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe('orders.validate.consent');
  });
  it('takes no invoice and no code as null', () => {
    expect(purchaseBody.parse({ consent: true })).toEqual({ consent: true, invoice: null, code: null });
  });
});
