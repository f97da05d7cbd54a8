import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useWatch, type Control, type FieldErrors, type UseFormRegister } from 'react-hook-form';
import {
  CITY_MAX,
  COMPANY_MAX,
  NIP_MAX,
  POSTAL_CODE_MAX,
  STATE_MAX,
  STREET_MAX,
} from '@scena/shared/orders/invoice';
import { CountryControl } from '../CountryControl';
import { TextField } from '../Field';
import { fieldMessage } from '../../lib/form-errors';
import type { InvoiceFormValues } from './invoice-values';

/**
 * The invoice data form (spec 1 §3 Invoice data, §5): a company (name and NIP) or a person (first
 * and last name), and the address. The rules are the shared invoiceDataSchema's, applied by the
 * form's resolver (the purchase's, the group ticket's); the `maxLength`s here only stop typing
 * past them. Shared by the features that sell (orders, group tickets), in any react-hook-form form
 * whose values hold `invoice`.
 */
export const InvoiceFields = <T extends InvoiceFormValues, Out>(props: {
  control: Control<T, unknown, Out>;
  register: UseFormRegister<T>;
  errors: FieldErrors<InvoiceFormValues>['invoice'];
}) => {
  // The fields' paths are the same in every such form: typed once, on the invoice part.
  const control = props.control as unknown as Control<InvoiceFormValues>;
  const register = props.register as unknown as UseFormRegister<InvoiceFormValues>;
  const errors = props.errors;
  const { t } = useTranslation();
  const legendId = useId();
  const type = useWatch({ control, name: 'invoice.invoiceType' });
  const message = (error: Parameters<typeof fieldMessage>[1]) => fieldMessage(t, error);
  const typeError = message(errors?.invoiceType);
  return (
    <fieldset className="fieldset">
      <legend>{t('purchase.invoice_data')}</legend>
      <div role="radiogroup" aria-labelledby={legendId} className="purchase-radios">
        <p id={legendId} className="field__label">
          {t('purchase.invoice_for')}
        </p>
        {(['company', 'person'] as const).map((value) => (
          <label key={value} className="checkbox">
            <input
              type="radio"
              className="checkbox__input"
              value={value}
              {...register('invoice.invoiceType')}
            />
            <span>{t(`purchase.invoice_${value}`)}</span>
          </label>
        ))}
        {typeError && <p className="field__error">{typeError}</p>}
      </div>
      {type === 'company' ? (
        <div className="form__grid">
          <TextField
            label={t('fields.company')}
            autoComplete="organization"
            required
            maxLength={COMPANY_MAX}
            error={message(errors?.company)}
            {...register('invoice.company')}
          />
          <TextField
            label={t('fields.nip')}
            inputMode="numeric"
            required
            maxLength={NIP_MAX + 6}
            hint={t('purchase.nip_hint')}
            error={message(errors?.nip)}
            {...register('invoice.nip')}
          />
        </div>
      ) : (
        <div className="form__grid">
          <TextField
            label={t('fields.firstname')}
            autoComplete="given-name"
            required
            error={message(errors?.firstname)}
            {...register('invoice.firstname')}
          />
          <TextField
            label={t('fields.lastname')}
            autoComplete="family-name"
            required
            error={message(errors?.lastname)}
            {...register('invoice.lastname')}
          />
        </div>
      )}
      <TextField
        label={t('fields.street')}
        autoComplete="street-address"
        required
        maxLength={STREET_MAX}
        error={message(errors?.street)}
        {...register('invoice.street')}
      />
      <div className="form__grid">
        <TextField
          label={t('fields.postal_code')}
          autoComplete="postal-code"
          required
          maxLength={POSTAL_CODE_MAX}
          error={message(errors?.postal_code)}
          {...register('invoice.postal_code')}
        />
        <TextField
          label={t('fields.city')}
          autoComplete="address-level2"
          required
          maxLength={CITY_MAX}
          error={message(errors?.city)}
          {...register('invoice.city')}
        />
      </div>
      <TextField
        label={t('fields.state')}
        autoComplete="address-level1"
        required
        maxLength={STATE_MAX}
        error={message(errors?.state)}
        {...register('invoice.state')}
      />
      <CountryControl control={control} name="invoice.country_code" error={message(errors?.country_code)} />
    </fieldset>
  );
};
