import type { z } from 'zod';
import { purchaseBody } from '@scena/shared/orders.contract';
import type { PublicUser } from '@scena/shared/user.schema';
import { validateWith } from '../../../lib/contract-resolver';
import type { Resolver } from 'react-hook-form';
import {
  INVOICE_FIELDS,
  initialInvoiceValues,
  type InvoiceFormValues,
} from '../../../components/invoice/invoice-values';

/** The purchase form's values: the consent, the optional code and the invoice request. */
export interface PurchaseFormValues extends InvoiceFormValues {
  consent: boolean;
  /** The optional code (PurchaseCodeField); empty = none. */
  code: string;
}

export type PurchaseOutput = z.output<typeof purchaseBody>;

/** Fields the server's formError may name (invoice fields as dotted paths, like the contract's issues). */
export const PURCHASE_FIELDS = ['consent', 'code', ...INVOICE_FIELDS] as const;

/** Starts from what the account holds (address, company, NIP), so a returning buyer types less. */
export const initialPurchaseValues = (user: PublicUser | null): PurchaseFormValues => ({
  consent: false,
  code: '',
  ...initialInvoiceValues(user),
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
