/** Discount codes in the panel (spec 3 §2.8, §5 "Discount code form"): admin-only messages. */
export const codesAdminPl = {
  'codes.validate.admin_code_required': 'Proszę podać kod.',
  'codes.validate.admin_code_too_long': 'Maksymalnie 30 znaków',
  'codes.validate.code_chars': 'Kod może zawierać tylko litery, cyfry, „-” i „_”.',
  'codes.validate.code_taken': 'Taki kod już istnieje.',
  'codes.validate.desc_required': 'Proszę podać opis.',
  'codes.validate.desc_too_long': 'Maksymalnie 300 znaków',
  'codes.validate.limit_required': 'Proszę podać limit.',
  'codes.validate.limit_number': 'Limit musi być liczbą całkowitą większą od 0.',
  'codes.validate.limit_below_uses': 'Limit nie może być mniejszy niż liczba użyć kodu ({{uses}}).',
  'codes.validate.expiration_required': 'Proszę podać datę ważności.',
  'codes.validate.expiration_invalid': 'Nieprawidłowa data.',
  'codes.validate.discount_required': 'Proszę podać wartość zniżki.',
  'codes.validate.discount_format':
    'Podaj kwotę z maksymalnie dwoma miejscami po przecinku albo procent od 0 do 100 zakończony znakiem %.',
  'codes.validate.discount_zero': 'Zniżka nie może wynosić 0.',
  'codes.validate.product_required': 'Proszę wybrać produkt.',
  'codes.validate.product_missing': 'Nie ma takiego produktu.',
  'codes.validate.number': 'Liczba kodów musi być liczbą całkowitą większą od 0.',
  'codes.validate.number_max': 'Jednorazowo można wygenerować najwyżej 10 000 kodów.',
  'codes.validate.filter_date': 'Niepoprawna data',
  'codes.not_found': 'Nie ma takiego kodu.',
  'codes.delete_used':
    'Nie można usunąć kodu, który został już aktywowany. Aby go wyłączyć, zmień datę ważności.',
} as const;

export const codesAdminEn: Record<keyof typeof codesAdminPl, string> = {
  'codes.validate.admin_code_required': 'Please give the code.',
  'codes.validate.admin_code_too_long': 'At most 30 characters',
  'codes.validate.code_chars': 'A code may hold only letters, digits, "-" and "_".',
  'codes.validate.code_taken': 'This code already exists.',
  'codes.validate.desc_required': 'Please give a description.',
  'codes.validate.desc_too_long': 'At most 300 characters',
  'codes.validate.limit_required': 'Please give the limit.',
  'codes.validate.limit_number': 'The limit must be a whole number above 0.',
  'codes.validate.limit_below_uses': 'The limit cannot be lower than the code’s uses ({{uses}}).',
  'codes.validate.expiration_required': 'Please give the expiry date.',
  'codes.validate.expiration_invalid': 'Invalid date.',
  'codes.validate.discount_required': 'Please give the discount.',
  'codes.validate.discount_format':
    'Give an amount with at most two decimals or a percent from 0 to 100 followed by %.',
  'codes.validate.discount_zero': 'The discount cannot be 0.',
  'codes.validate.product_required': 'Please choose a product.',
  'codes.validate.product_missing': 'There is no such product.',
  'codes.validate.number': 'The number of codes must be a whole number above 0.',
  'codes.validate.number_max': 'At most 10,000 codes can be generated at once.',
  'codes.validate.filter_date': 'Invalid date',
  'codes.not_found': 'There is no such code.',
  'codes.delete_used':
    'A code someone has activated cannot be deleted. To switch it off, change its expiry date.',
};
