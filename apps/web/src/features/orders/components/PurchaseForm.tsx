import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useForm } from 'react-hook-form';
import { Button } from '../../../components/Button';
import { CheckboxField } from '../../../components/Field';
import { toast } from '../../../components/toast/toast-store';
import { applyServerErrors, fieldMessage } from '../../../lib/form-errors';
import { isApiError } from '../../../lib/api';
import { useSession } from '../../../lib/session';
import { paths } from '../../../lib/paths';
import type { PurchaseBody, PurchaseResponse } from '@scena/shared/orders.contract';
import { useBuy } from '../api/buy';
import type { PurchaseProduct } from '../product';
import { InvoiceRequest } from '../../../components/invoice/InvoiceRequest';
import { PurchaseCodeField } from './PurchaseCodeField';
import {
  initialPurchaseValues,
  PURCHASE_FIELDS,
  purchaseResolver,
  type PurchaseFormValues,
  type PurchaseOutput,
} from './purchase-form-values';

/** Only our own pages or an http(s) checkout may receive the browser (never javascript: or //host). */
const isCheckoutAddress = (uri: string) =>
  /^https?:\/\//i.test(uri) || (uri.startsWith('/') && !uri.startsWith('//'));

/** Leaves the app for the provider's checkout (a full page load: the sandbox's page is the server's, not the app's). */
export const goToCheckout = (uri: string) => window.location.assign(uri);

/**
 * The purchase form (spec 1 §2 purchase pages, §5): the invoice request (only above 0 zł) with its
 * data, and the mandatory consent, highlighted as an error when unticked. Paid: the browser goes to
 * the provider's checkout; free: the grant is made at once and `onFree` takes the viewer to the
 * item. A refusal is a notification titled "error occurred" with the server's message, its
 * formError on the fields (spec 1 §8); `onRefused` lets the page read the item again (a sell-out).
 */
export const PurchaseForm = ({
  product,
  onFree,
  onRefused,
  buyWith,
}: {
  product: PurchaseProduct;
  onFree: () => void;
  onRefused: () => void;
  /** Sells another product with this form (a gift): its purchase call. */
  buyWith?: (body: PurchaseBody) => Promise<PurchaseResponse>;
}) => {
  const { t } = useTranslation();
  const { user } = useSession();
  const buy = useBuy(product.kind, product.id, buyWith);
  // Busy until the browser has left for the checkout (the page stays up while it loads).
  const [leaving, setLeaving] = useState(false);
  const form = useForm<PurchaseFormValues, unknown, PurchaseOutput>({
    resolver: purchaseResolver,
    defaultValues: initialPurchaseValues(user),
  });
  const { errors } = form.formState;
  const paid = product.price > 0;
  const newTab = t('common.opens_in_new_tab');

  const submit = form.handleSubmit((body) => {
    buy.mutate(
      { consent: body.consent, code: body.code, invoice: paid ? body.invoice : null },
      {
        onSuccess: (answer) => {
          if (answer.redirectUri === null) onFree();
          else if (isCheckoutAddress(answer.redirectUri)) {
            setLeaving(true);
            goToCheckout(answer.redirectUri);
          } else toast.error(t('error.generic'), t('purchase.error_title'));
        },
        onError: (error) => {
          applyServerErrors(error, form.setError, PURCHASE_FIELDS);
          toast.error(
            isApiError(error) && error.message ? error.message : t('error.generic'),
            t('purchase.error_title'),
          );
          onRefused();
        },
      },
    );
  });

  return (
    <form onSubmit={submit} noValidate className="form purchase-form">
      <p className="form__legend-note">{t('common.required_note')}</p>
      <PurchaseCodeField register={form.register} error={errors.code} />
      {paid && <InvoiceRequest control={form.control} register={form.register} errors={errors.invoice} />}
      <CheckboxField
        required
        label={t('purchase.consent')}
        error={fieldMessage(t, errors.consent)}
        description={
          <p>
            {t('purchase.consent_read')}{' '}
            <a href={paths.terms} target="_blank" rel="noopener">
              {t('purchase.terms')}
              <span className="visually-hidden"> ({newTab})</span>
            </a>
          </p>
        }
        {...form.register('consent')}
      />
      <Button type="submit" loading={buy.isPending || leaving}>
        {t(paid ? 'purchase.submit_paid' : 'purchase.submit_free')}
      </Button>
    </form>
  );
};
