import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useForm } from 'react-hook-form';
import { formatPln } from '@scena/shared/money';
import { groupTicketPrice } from '@scena/shared/group-tickets/price';
import type { InvoiceData } from '@scena/shared/orders/invoice';
import { Button } from '../../../components/Button';
import { CheckboxField, TextField } from '../../../components/Field';
import { toast } from '../../../components/toast/toast-store';
import { InvoiceRequest } from '../../../components/invoice/InvoiceRequest';
import {
  INVOICE_FIELDS,
  initialInvoiceValues,
  invoiceRequestResolver,
} from '../../../components/invoice/invoice-values';
import { isApiError } from '../../../lib/api';
import { applyServerErrors } from '../../../lib/form-errors';
import { useSession } from '../../../lib/session';
import { links, staticSlugs } from '../../../lib/paths';
import { useBuyGroupTicket, useGroupTicketSettings } from '../api/group-tickets';
import '../group-tickets.css';

/**
 * The group option of an item's purchase page (spec 1 §2, §5, §9): the quantity (min_units to
 * max_units, not above the tickets left), the total by the shared price rule with the original
 * struck through, the invoice request (the purchase's own fields and rules), the mandatory consent;
 * the browser then goes to the provider's checkout. Hidden
 * when the price is 0 or group sales are off for the item's kind.
 */
export const GroupTicketOption = ({
  kind,
  id,
  unitPrice,
  ticketsLeft,
}: {
  kind: 'event' | 'video';
  id: number;
  /** PLN. */
  unitPrice: number;
  /** Limited events: tickets still for sale; null when unlimited. */
  ticketsLeft: number | null;
}) => {
  const { t } = useTranslation();
  const headingId = useId();
  const settings = useGroupTicketSettings().data;
  const buy = useBuyGroupTicket();
  const [quantity, setQuantity] = useState<string | null>(null);
  const [consent, setConsent] = useState(false);
  const [errors, setErrors] = useState<{ quantity?: string; consent?: string }>({});
  const [leaving, setLeaving] = useState(false);
  const { user } = useSession();
  const invoiceForm = useForm({
    resolver: invoiceRequestResolver,
    defaultValues: initialInvoiceValues(user),
  });
  if (!settings || unitPrice <= 0) return null;
  if (!(kind === 'event' ? settings.event_available : settings.video_available)) return null;

  const { min_units: min, max_units: max } = settings;
  const value = quantity ?? String(min);
  const count = /^\d{1,5}$/.test(value) ? Number(value) : NaN;
  const price = groupTicketPrice(Math.round(unitPrice * 100), Number.isNaN(count) ? min : count, settings);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found: typeof errors = {};
    if (Number.isNaN(count) || count < min || count > max)
      found.quantity = t('group_tickets.error.quantity_range', { min, max });
    else if (ticketsLeft !== null && count > ticketsLeft)
      found.quantity = t('group_tickets.error.tickets_left', { left: ticketsLeft });
    if (!consent) found.consent = t('orders.validate.consent');
    setErrors(found);
    // The invoice data is judged in the same click, so every mistake shows at once.
    void invoiceForm.handleSubmit(({ invoice }) => {
      if (found.quantity || found.consent) return;
      send(invoice);
    })();
  };

  const send = (invoice: InvoiceData | null) =>
    buy.mutate(
      { consent: true, invoice, productSlug: `${kind}-${id}-${count}` },
      {
        onSuccess: (answer) => {
          setLeaving(true);
          // The provider's checkout; without one the page reloads (spec 1 §4).
          if (answer.redirectUri && /^https?:\/\//i.test(answer.redirectUri))
            window.location.assign(answer.redirectUri);
          else window.location.reload();
        },
        onError: (error) => {
          const message = isApiError(error) && error.message ? error.message : t('error.generic');
          // A refusal of the invoice data goes on its fields; any other one on the quantity.
          const elsewhere = applyServerErrors(error, invoiceForm.setError, INVOICE_FIELDS);
          if (elsewhere !== null || !isApiError(error)) setErrors({ quantity: message });
          toast.error(message, t('purchase.error_title'));
        },
      },
    );

  return (
    <section className="card group-ticket-option" aria-labelledby={headingId}>
      <h2 id={headingId}>{t('group_tickets.buy_title')}</h2>
      <p>{t('group_tickets.buy_lead')}</p>
      <p>
        <a href={links.page(staticSlugs.groupTickets)}>{t('group_tickets.instruction')}</a>
      </p>
      <form onSubmit={submit} noValidate className="form">
        <TextField
          label={t('group_tickets.quantity', { min, max })}
          type="number"
          inputMode="numeric"
          min={min}
          max={max}
          required
          value={value}
          error={errors.quantity}
          onChange={(e) => setQuantity(e.target.value)}
        />
        <p className="group-ticket-option__total" aria-live="polite">
          {t('group_tickets.total')}: <strong>{formatPln(price.total / 100)}</strong>
          {price.original !== price.total && (
            <>
              {' '}
              <s aria-label={`${t('group_tickets.original')}: ${formatPln(price.original / 100)}`}>
                {formatPln(price.original / 100)}
              </s>
            </>
          )}
        </p>
        <InvoiceRequest
          control={invoiceForm.control}
          register={invoiceForm.register}
          errors={invoiceForm.formState.errors.invoice}
        />
        <CheckboxField
          required
          label={t('purchase.consent')}
          error={errors.consent}
          checked={consent}
          onChange={(e) => setConsent(e.target.checked)}
        />
        <Button type="submit" loading={buy.isPending || leaving}>
          {t('group_tickets.buy')}
        </Button>
      </form>
    </section>
  );
};
