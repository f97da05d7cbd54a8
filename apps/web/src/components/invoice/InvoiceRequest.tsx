import { useTranslation } from 'react-i18next';
import { useWatch, type Control, type FieldErrors, type UseFormRegister } from 'react-hook-form';
import { CheckboxField } from '../Field';
import { InvoiceFields } from './InvoiceFields';
import type { InvoiceFormValues } from './invoice-values';

/**
 * "I want an invoice" and, once ticked, the invoice data (spec 1 §2: the invoice checkbox is shown
 * only when the price is above 0, so the caller renders this only for a paid product).
 */
export const InvoiceRequest = <T extends InvoiceFormValues, Out>(props: {
  control: Control<T, unknown, Out>;
  register: UseFormRegister<T>;
  errors: FieldErrors<InvoiceFormValues>['invoice'];
}) => {
  const { t } = useTranslation();
  const control = props.control as unknown as Control<InvoiceFormValues>;
  const register = props.register as unknown as UseFormRegister<InvoiceFormValues>;
  const wanted = useWatch({ control, name: 'wantInvoice' });
  return (
    <>
      <CheckboxField
        label={t('purchase.want_invoice')}
        description={<p>{t('purchase.invoice_note')}</p>}
        {...register('wantInvoice')}
      />
      {wanted && <InvoiceFields control={control} register={register} errors={props.errors} />}
    </>
  );
};
