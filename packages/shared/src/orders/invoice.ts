import { z } from 'zod';
import { countryCodeField } from '../country-field';
import { hasNoHtml, nameField, requiredString } from '../validation';
import { isValidPolishNip, normalizeNip } from './nip';

/**
 * Invoice data (spec 1 §3, §5): a company or a person. Stored with the order as the buyer typed it;
 * invoices are not generated automatically (an administrator issues them, spec 3 §2.9).
 *
 * Company: company (≤ 100) and NIP (digits only, ≤ 10; a Polish one, country PL, must pass the
 * checksum — separators people type are removed first). Person: first and last name (letters rule).
 * Both: street, city (≤ 30), state (≤ 30), postal code (≤ 10), country (2 letters); no HTML anywhere.
 */
export const INVOICE_TYPES = ['company', 'person'] as const;
export type InvoiceType = (typeof INVOICE_TYPES)[number];

export const STREET_MAX = 100;
export const COMPANY_MAX = 100;
export const NIP_MAX = 10;
export const CITY_MAX = 30;
export const STATE_MAX = 30;
export const POSTAL_CODE_MAX = 10;

const text = (max: number) =>
  requiredString().max(max, 'form.validate.too_long').refine(hasNoHtml, 'form.validate.invalid_value');

const address = {
  street: text(STREET_MAX),
  city: text(CITY_MAX),
  state: text(STATE_MAX),
  postal_code: text(POSTAL_CODE_MAX),
  country_code: countryCodeField(),
};

const companyInvoice = z
  .object({
    invoiceType: z.literal('company'),
    company: text(COMPANY_MAX),
    nip: requiredString()
      .transform(normalizeNip)
      .pipe(z.string().max(NIP_MAX, 'form.validate.too_long').regex(/^\d+$/, 'orders.validate.nip_digits')),
    ...address,
  })
  .superRefine((value, ctx) => {
    // Only a well-formed number gets the checksum message (the field's own message says what else is wrong).
    if (value.country_code === 'PL' && /^\d{1,10}$/.test(value.nip) && !isValidPolishNip(value.nip)) {
      ctx.addIssue({ code: 'custom', path: ['nip'], message: 'orders.validate.nip_checksum' });
    }
  });

const personInvoice = z.object({
  invoiceType: z.literal('person'),
  firstname: nameField(),
  lastname: nameField(),
  ...address,
});

export const invoiceDataSchema = z.discriminatedUnion('invoiceType', [companyInvoice, personInvoice], {
  error: 'orders.validate.invoice_type',
});
export type InvoiceData = z.output<typeof invoiceDataSchema>;
export type InvoiceDataInput = z.input<typeof invoiceDataSchema>;
