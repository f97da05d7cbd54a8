import type { z } from 'zod';
import { purchaseBody } from '@scena/shared/orders.contract';
import type { InvoiceType } from '@scena/shared/orders/invoice';
import type { PublicUser } from '@scena/shared/user.schema';
import { validateWith } from '../../../lib/contract-resolver';
import type { Resolver } from 'react-hook-form';

/**
 * The purchase form's values: the consent, whether an invoice is wanted, and every invoice field of
 * both types (the form keeps what was typed when the type is switched; the schema keeps only the
 * chosen type's fields).
 */
export interface PurchaseFormValues {
  consent: boolean;
  /** The optional code (PurchaseCodeField); empty = none. */
  code: string;
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

export type PurchaseOutput = z.output<typeof purchaseBody>;

/** Fields the server's formError may name (invoice fields as dotted paths, like the contract's issues). */
export const PURCHASE_FIELDS = [
  'consent',
  'code',
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
export const initialPurchaseValues = (user: PublicUser | null): PurchaseFormValues => ({
  consent: false,
  code: '',
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
 * One validation path: the shared purchase body (consent, invoice data with the NIP checksum), on
 * the body the form would send. Without an invoice request the invoice fields are not judged.
 */
export const purchaseResolver: Resolver<PurchaseFormValues, unknown, PurchaseOutput> = (values) =>
  validateWith<PurchaseFormValues, PurchaseOutput>(purchaseBody, {
    consent: values.consent,
    code: values.code,
    invoice: values.wantInvoice ? values.invoice : null,
  } as unknown as PurchaseFormValues);
