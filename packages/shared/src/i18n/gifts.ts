/** Gift tickets (spec 1 §2, §8; spec 3 §5 Gift form): settings rules and purchase refusals. */
export const giftsPl = {
  'gifts.validate.price_required': 'Niepoprawna wartość.',
  'gifts.validate.price_positive': 'Proszę podać wartość większą od 0',
  'gifts.validate.label_required': 'Proszę podać tytuł.',
  'gifts.validate.label_too_long': 'Maksymalnie 100 znaków',
  'gifts.validate.description_too_long': 'Maksymalnie 300 znaków',
  'gifts.validate.expiration': 'Nieprawidłowa data.',
  'gifts.validate.product': 'Nie ma takiego produktu.',
  'gifts.image_not_found': 'Nie ma takiego obrazka.',
  'gifts.error.not_available': 'Brak dostępnych prezentów.',
} as const;

export const giftsEn: Record<keyof typeof giftsPl, string> = {
  'gifts.validate.price_required': 'Invalid value.',
  'gifts.validate.price_positive': 'Please give a value greater than 0',
  'gifts.validate.label_required': 'Please give a title.',
  'gifts.validate.label_too_long': 'At most 100 characters',
  'gifts.validate.description_too_long': 'At most 300 characters',
  'gifts.validate.expiration': 'Invalid date.',
  'gifts.validate.product': 'There is no such product.',
  'gifts.image_not_found': 'There is no such image.',
  'gifts.error.not_available': 'No gift available.',
};
