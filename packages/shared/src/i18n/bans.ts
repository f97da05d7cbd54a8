/** Bans (spec 3 §2.12, §5 "Ban form"): admin-only messages. */
export const bansPl = {
  'bans.validate.user': 'Nie ma takiego użytkownika.',
  'bans.validate.reason_required': 'Proszę podać powód blokady.',
  'bans.validate.reason_too_long': 'Maksymalnie 500 znaków.',
  'bans.validate.invalid_date': 'Nieprawidłowa data.',
  'bans.validate.future_date': 'Prosze podać datę w przyszłości.',
  'bans.validate.date_required': 'Nieprawidłowa data.',
  'bans.not_found': 'Nie ma takiej blokady (mogła już zostać zdjęta).',
  'bans.self_target': 'Nie możesz zablokować własnego konta.',
  'bans.deleted_target': 'Nie można zablokować usuniętego konta.',
} as const;

export const bansEn: Record<keyof typeof bansPl, string> = {
  'bans.validate.user': 'There is no such user.',
  'bans.validate.reason_required': 'Please give the reason for the ban.',
  'bans.validate.reason_too_long': 'At most 500 characters.',
  'bans.validate.invalid_date': 'Invalid date.',
  'bans.validate.future_date': 'Please give a date in the future.',
  'bans.validate.date_required': 'Invalid date.',
  'bans.not_found': 'There is no such ban (it may have been lifted already).',
  'bans.self_target': 'You cannot ban your own account.',
  'bans.deleted_target': 'A deleted account cannot be banned.',
};
