/**
 * The box office's actions on orders (spec 3 §2.4, §8): cancel, edit, free grants and refunds from
 * the panel. The toasts the panel shows on success ('Płatność została usunięta', …) are interface
 * texts of the web; these are the server's refusals.
 */
export const paymentActionsPl = {
  'payments.validate.refund_amount': 'Podaj kwotę większą od 0 z najwyżej dwoma miejscami po przecinku.',
  'payments.error.cancel_not_allowed':
    'Tej płatności nie można anulować: ma status {{status}}. Anulować można tylko płatność nieopłaconą.',
  'payments.error.status_move': 'Nie można zmienić statusu płatności z {{from}} na {{to}}.',
  'payments.error.provider_cancel_refused':
    'Operator płatności nie anulował zamówienia (mogło zostać właśnie opłacone). Odśwież listę i spróbuj ponownie.',
  'payments.error.expiration_without_access':
    'Datę wygaśnięcia można ustawić tylko dla zamówienia, które daje dostęp (COMPLETED).',
  'payments.error.user_not_found': 'Nie znaleziono użytkownika o adresie {{email}}.',
  'payments.error.already_has_access': 'Ten użytkownik ma już dostęp do tego materiału.',
  'payments.error.open_order':
    'Ten użytkownik ma nieopłacone zamówienie na ten materiał. Najpierw je anuluj albo zmień jego status.',
  'payments.error.not_refundable': 'Zwrot jest możliwy tylko dla opłaconego zamówienia (status {{status}}).',
  'payments.error.no_provider':
    'To zamówienie nie przeszło przez operatora płatności, więc nie ma czego zwrócić. Zmień jego status.',
  'payments.error.refund_too_much': 'Kwota zwrotu może wynosić najwyżej {{max}} zł.',
  'payments.error.nothing_to_refund': 'Całą kwotę tego zamówienia już zwrócono albo zwrot jest w toku.',
  'payments.error.refund_refused': 'Operator płatności odrzucił zwrot: {{reason}}',
} as const;

export const paymentActionsEn: Record<keyof typeof paymentActionsPl, string> = {
  'payments.validate.refund_amount': 'Enter an amount above 0 with at most two decimals.',
  'payments.error.cancel_not_allowed':
    'This payment cannot be cancelled: its status is {{status}}. Only an unpaid payment can be cancelled.',
  'payments.error.status_move': 'The payment status cannot change from {{from}} to {{to}}.',
  'payments.error.provider_cancel_refused':
    'The payment provider did not cancel the order (it may have just been paid). Refresh the list and try again.',
  'payments.error.expiration_without_access':
    'An expiration date can only be set on an order that gives access (COMPLETED).',
  'payments.error.user_not_found': 'No user with the address {{email}}.',
  'payments.error.already_has_access': 'This user already has access to this item.',
  'payments.error.open_order':
    'This user has an unpaid order for this item. Cancel it or change its status first.',
  'payments.error.not_refundable': 'Only a paid order can be refunded (status {{status}}).',
  'payments.error.no_provider':
    'This order did not go through the payment provider, so there is nothing to refund. Change its status instead.',
  'payments.error.refund_too_much': 'The refund can be at most {{max}} zł.',
  'payments.error.nothing_to_refund':
    'The whole amount of this order has been refunded or is being refunded.',
  'payments.error.refund_refused': 'The payment provider refused the refund: {{reason}}',
};
