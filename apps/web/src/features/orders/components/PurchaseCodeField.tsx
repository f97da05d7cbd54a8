import { useTranslation } from 'react-i18next';
import type { FieldError, UseFormRegister } from 'react-hook-form';
import { TextField } from '../../../components/Field';
import { fieldMessage } from '../../../lib/form-errors';
import type { PurchaseFormValues } from './purchase-form-values';

/**
 * The purchase page's optional code (spec 1 §2 purchase pages): a discount, gift or group code typed
 * here is activated and prices this purchase (the server checks it is for this item: 'not for this
 * item' on the field otherwise). A code the viewer activated on the account page needs no typing:
 * the price shown above already counts it.
 */
export const PurchaseCodeField = ({
  register,
  error,
}: {
  register: UseFormRegister<PurchaseFormValues>;
  error: FieldError | undefined;
}) => {
  const { t } = useTranslation();
  return (
    <TextField
      label={t('purchase.code')}
      hint={t('purchase.code_hint')}
      autoComplete="off"
      spellCheck={false}
      maxLength={30}
      error={fieldMessage(t, error)}
      {...register('code')}
    />
  );
};
