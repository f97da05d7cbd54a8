/** A viewer's codes (spec 1 §2 account page, §8 code activation): viewers see these. */
export const codesPl = {
  'codes.validate.code_required': 'Proszę podać kod.',
  'codes.validate.code_too_long': 'Kod może mieć najwyżej 30 znaków.',
  'codes.activated': 'Kod został aktywowany',
  'codes.removed': 'Kod został usunięty.',
  'codes.error.unknown': 'Nieprawidłowy kod.',
  'codes.error.expired': 'Kod wygasł.',
  'codes.error.already_activated': 'Ten kod został już przez Ciebie aktywowany.',
  'codes.error.used_up': 'Kod został już wykorzystany.',
  'codes.error.has_access': 'Masz już dostęp do tej pozycji – kod nie został wykorzystany.',
  'codes.error.item_gone': 'Pozycja, której dotyczy kod, nie jest już dostępna.',
  'codes.error.not_found': 'Nie masz takiego kodu.',
  'codes.error.used_not_removable': 'Wykorzystanego kodu nie można usunąć.',
  'codes.error.in_order': 'Kod jest przypisany do rozpoczętego zamówienia – nie można go teraz usunąć.',
} as const;

export const codesEn: Record<keyof typeof codesPl, string> = {
  'codes.validate.code_required': 'Please enter the code.',
  'codes.validate.code_too_long': 'A code has at most 30 characters.',
  'codes.activated': 'The code has been activated',
  'codes.removed': 'The code has been removed.',
  'codes.error.unknown': 'Invalid code.',
  'codes.error.expired': 'The code has expired.',
  'codes.error.already_activated': 'You have already activated this code.',
  'codes.error.used_up': 'The code has already been used.',
  'codes.error.has_access': 'You already have access to this item – the code was not used.',
  'codes.error.item_gone': 'The item this code is for is no longer available.',
  'codes.error.not_found': 'You have no such code.',
  'codes.error.used_not_removable': 'A used code cannot be removed.',
  'codes.error.in_order': 'The code is attached to an order in progress – it cannot be removed now.',
};
