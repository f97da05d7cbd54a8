/** A viewer's own data export (GDPR right of access): what the account page and the link say. */
export const dataExportPl = {
  'data_export.requested':
    'Przygotowujemy Twoje dane. Gdy będą gotowe, wyślemy link do pobrania na adres {{email}} (ważny 24 godziny).',
  'data_export.requested_admin':
    'Przygotowujemy dane użytkownika. Link do pobrania (ważny 24 godziny) trafi na adres {{email}}.',
  'data_export.link_invalid':
    'Link do pobrania danych jest nieprawidłowy lub wygasł. Poproś o nowy na stronie konta.',
  'data_export.too_often': 'Eksport danych można zamówić raz na 10 minut. Sprawdź skrzynkę e-mail.',
} as const;

export const dataExportEn: Record<keyof typeof dataExportPl, string> = {
  'data_export.requested':
    'We are preparing your data. When it is ready we will send a download link to {{email}} (valid for 24 hours).',
  'data_export.requested_admin':
    "We are preparing the user's data. The download link (valid for 24 hours) will go to {{email}}.",
  'data_export.link_invalid':
    'The data download link is invalid or has expired. Ask for a new one on your account page.',
  'data_export.too_often': 'A data export can be requested once every 10 minutes. Check your inbox.',
};
