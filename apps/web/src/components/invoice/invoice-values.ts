import type { Resolver } from 'react-hook-form';
import { purchaseBody } from '@scena/shared/orders.contract';
import type { InvoiceData, InvoiceType } from '@scena/shared/orders/invoice';
import type { PublicUser } from '@scena/shared/user.schema';
import { validateWith } from '../../lib/contract-resolver';

/**
 * The invoice request of a form that sells (the purchase, the group ticket): whether an invoice is
 * wanted, and every invoice field of both types (the form keeps what was typed when the type is
 * switched; the shared schema keeps only the chosen type's fields).
 */
export interface InvoiceFormValues {
  wantInvoice: boolean;
  invoice: {
    invoiceType: InvoiceType;
    company: string;
    nip: string;
    firstname: string;
    lastname: string;
    street: string;
    city: string;
    state: string;
    postal_code: string;
    country_code: string;
  };
}

/** Fields the server's formError may name (dotted paths, like the contract's issues). */
export const INVOICE_FIELDS = [
  'invoice.invoiceType',
  'invoice.company',
  'invoice.nip',
  'invoice.firstname',
  'invoice.lastname',
  'invoice.street',
  'invoice.city',
  'invoice.state',
  'invoice.postal_code',
  'invoice.country_code',
] as const;

/** Starts from what the account holds (address, company, NIP), so a returning buyer types less. */
export const initialInvoiceValues = (user: PublicUser | null): InvoiceFormValues => ({
  wantInvoice: false,
  invoice: {
    invoiceType: user?.company ? 'company' : 'person',
    company: user?.company ?? '',
    nip: user?.nip ?? '',
    firstname: user?.firstname ?? '',
    lastname: user?.lastname ?? '',
    street: user?.street ?? '',
    city: user?.city ?? '',
    state: user?.state ?? '',
    postal_code: user?.postal_code ?? '',
    country_code: user?.country_code ?? 'PL',
  },
});

/**
 * A form whose only react-hook-form part is the invoice request (the group ticket's): judged by the
 * purchase contract's own invoice rule (NIP checksum, the person's letters), so the data sent is
 * what every purchase sends; the output is the invoice, or null when none is wanted.
 */
export const invoiceRequestResolver: Resolver<InvoiceFormValues, unknown, { invoice: InvoiceData | null }> = (
  values,
) =>
  validateWith<InvoiceFormValues, { invoice: InvoiceData | null }>(purchaseBody, {
    consent: true,
    invoice: values.wantInvoice ? values.invoice : null,
  } as unknown as InvoiceFormValues);
