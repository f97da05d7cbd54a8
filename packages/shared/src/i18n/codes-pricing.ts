/** Codes at purchase (spec 1 §2 purchase pages, §3 user code): the code field's messages, viewers see them. */
export const codesPricingPl = {
  'codes_pricing.unknown': 'Nie ma takiego kodu.',
  'codes_pricing.expired': 'Ten kod wygasł.',
  'codes_pricing.not_for_item': 'Ten kod nie dotyczy tego produktu.',
  'codes_pricing.used': 'Ten kod został już wykorzystany.',
  'codes_pricing.used_up': 'Ten kod został już wykorzystany maksymalną liczbę razy.',
  'codes_pricing.too_long': 'Kod może mieć najwyżej 30 znaków.',
  'codes_pricing.in_use': 'Ten kod jest już użyty w innym zamówieniu, które czeka na płatność.',
} as const;

export const codesPricingEn: Record<keyof typeof codesPricingPl, string> = {
  'codes_pricing.unknown': 'There is no such code.',
  'codes_pricing.expired': 'This code has expired.',
  'codes_pricing.not_for_item': 'This code is not for this product.',
  'codes_pricing.used': 'This code has already been used.',
  'codes_pricing.used_up': 'This code has been used the maximum number of times.',
  'codes_pricing.too_long': 'A code has at most 30 characters.',
  'codes_pricing.in_use': 'This code is already used by another order waiting for payment.',
};
