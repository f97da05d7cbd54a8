/** Codes at purchase (spec 1 §2 purchase pages, §3 user code): the code field's messages, viewers see them. */
export const codesPricingPl = {
  'codes_pricing.not_for_item': 'Ten kod nie dotyczy tego produktu.',
  'codes_pricing.used': 'Ten kod został już wykorzystany.',
  'codes_pricing.too_long': 'Kod może mieć najwyżej 30 znaków.',
  'codes_pricing.has_access_now': 'Kod dał Ci dostęp do tej pozycji – nie musisz jej kupować.',
  'codes_pricing.in_use': 'Ten kod jest już użyty w innym zamówieniu, które czeka na płatność.',
} as const;

export const codesPricingEn: Record<keyof typeof codesPricingPl, string> = {
  'codes_pricing.not_for_item': 'This code is not for this product.',
  'codes_pricing.used': 'This code has already been used.',
  'codes_pricing.too_long': 'A code has at most 30 characters.',
  'codes_pricing.has_access_now': 'The code gave you access to this item – no need to buy it.',
  'codes_pricing.in_use': 'This code is already used by another order waiting for payment.',
};
