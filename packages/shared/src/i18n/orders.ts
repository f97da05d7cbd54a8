/**
 * Buying (spec 1 §2 purchase and order status pages, §5 invoice rules, §8 purchase failures):
 * messages of the purchase form and the purchase refusals. Reasons shared with watching (age,
 * country, no tickets, over, payments off) are access.reason.* (access.ts).
 */
export const ordersPl = {
  'orders.validate.consent': 'Musisz wyrazić zgodę, aby kupić dostęp.',
  'orders.validate.nip_digits': 'NIP może zawierać tylko cyfry.',
  'orders.validate.nip_checksum': 'Niepoprawny NIP: polski NIP ma 10 cyfr z poprawną cyfrą kontrolną.',
  'orders.validate.invoice_type': 'Wybierz fakturę dla firmy albo dla osoby prywatnej.',
  'orders.error.already_has_access': 'Masz już dostęp do tego materiału.',
  'orders.error.not_for_sale': 'Ten materiał nie jest jeszcze w sprzedaży.',
  'orders.error.provider_unavailable':
    'Nie udało się połączyć z operatorem płatności. Spróbuj ponownie za chwilę.',
  'orders.error.not_found': 'Nie znaleziono zamówienia.',
  'orders.error.invoice_for_free': 'Faktura jest dostępna tylko dla płatnych zamówień.',
  'orders.error.in_progress': 'Twoje zamówienie jest właśnie tworzone. Spróbuj ponownie za chwilę.',
  'orders.error.not_cancelable':
    'Tego zamówienia nie można już anulować: płatność została przyjęta lub czeka na potwierdzenie.',
  'orders.error.tickets_below_held':
    'Nie można ustawić mniej biletów niż już sprzedano lub zarezerwowano ({{held}}).',
} as const;

export const ordersEn: Record<keyof typeof ordersPl, string> = {
  'orders.validate.consent': 'You must give your consent to buy access.',
  'orders.validate.nip_digits': 'The tax number may contain digits only.',
  'orders.validate.nip_checksum': 'Invalid tax number: a Polish NIP has 10 digits with a valid check digit.',
  'orders.validate.invoice_type': 'Choose an invoice for a company or for a private person.',
  'orders.error.already_has_access': 'You already have access to this.',
  'orders.error.not_for_sale': 'This is not on sale yet.',
  'orders.error.provider_unavailable':
    'We could not reach the payment provider. Please try again in a moment.',
  'orders.error.not_found': 'Order not found.',
  'orders.error.invoice_for_free': 'An invoice is only available for paid orders.',
  'orders.error.in_progress': 'Your order is being created right now. Please try again in a moment.',
  'orders.error.not_cancelable':
    'This order can no longer be cancelled: the payment was accepted or awaits confirmation.',
  'orders.error.tickets_below_held':
    'The number of tickets cannot be lower than those already sold or reserved ({{held}}).',
};
