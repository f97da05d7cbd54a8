import { formatPln } from '@scena/shared/money';
import type { StoredOrder } from '../payu-core/store';
import { SANDBOX_PREFIX } from './constants';

export type PageLanguage = 'pl' | 'en';

const TEXT = {
  pl: {
    title: 'Płatność testowa (sandbox PayU)',
    notice:
      'To jest sandbox płatności: żadne pieniądze nie zostaną pobrane. Wybierz, jak ma zakończyć się płatność.',
    order: 'Zamówienie',
    amount: 'Kwota',
    description: 'Opis',
    status: 'Status u operatora',
    choices: 'Wynik płatności',
    pay: 'Zapłać',
    decline: 'Odrzuć płatność',
    pending: 'Zostaw jako oczekującą',
    other: 'English',
    missingTitle: 'Link do płatności jest nieważny',
    missing: 'To zamówienie nie istnieje, wygasło albo link jest niepełny.',
  },
  en: {
    title: 'Test payment (PayU sandbox)',
    notice: 'This is a payment sandbox: no money is taken. Choose how the payment ends.',
    order: 'Order',
    amount: 'Amount',
    description: 'Description',
    status: 'Status at the provider',
    choices: 'Payment result',
    pay: 'Pay',
    decline: 'Decline payment',
    pending: 'Leave pending',
    other: 'Polski',
    missingTitle: 'The payment link is not valid',
    missing: 'This order does not exist, has expired, or the link is incomplete.',
  },
} as const;

const escape = (value: unknown): string =>
  String(value).replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!,
  );

/**
 * The page's own icon, inline: without one the browser asks for /favicon.ico, which this server
 * does not have, and every checkout showed a 404 in the console (issue 19 item 13).
 */
const ICON =
  "data:image/svg+xml,%3Csvg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 16 16'%3E%3Crect width='16' height='16' rx='3' fill='%230b5d1e'/%3E%3C/svg%3E";

const page = (lang: PageLanguage, title: string, main: string) => `<!doctype html>
<html lang="${lang}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<link rel="icon" href="${ICON}">
<title>${escape(title)}</title>
<style>
body{font-family:system-ui,sans-serif;max-width:36rem;margin:2rem auto;padding:0 1rem;color:#1a1a1a;background:#fff;line-height:1.5}
dl{display:grid;grid-template-columns:max-content 1fr;gap:.25rem 1rem}dt{font-weight:600}
fieldset{border:1px solid #767676;padding:1rem;display:flex;flex-wrap:wrap;gap:.75rem}
button{font:inherit;padding:.6rem 1rem;border-radius:4px;border:2px solid #1a1a1a;background:#fff;color:#1a1a1a;cursor:pointer}
button[value=pay]{background:#0b5d1e;border-color:#0b5d1e;color:#fff}
button:focus-visible,a:focus-visible{outline:3px solid #1d4ed8;outline-offset:2px}
a{color:#1d4ed8}
</style>
</head>
<body>
<main>
${main}
</main>
</body>
</html>
`;

/** The hosted payment page of the sandbox (PayU's page would be here): three named outcomes. */
export const checkoutPage = (order: StoredOrder, lang: PageLanguage): string => {
  const t = TEXT[lang];
  const other: PageLanguage = lang === 'pl' ? 'en' : 'pl';
  const self = `${SANDBOX_PREFIX}/pay?orderId=${encodeURIComponent(order.orderId)}&token=${encodeURIComponent(order.checkoutToken)}`;
  return page(
    lang,
    t.title,
    `<h1>${escape(t.title)}</h1>
<p>${escape(t.notice)}</p>
<p><a href="${escape(`${self}&lang=${other}`)}" lang="${other}" hreflang="${other}">${escape(TEXT[lang].other)}</a></p>
<dl>
<dt>${escape(t.order)}</dt><dd>${escape(order.extOrderId)}</dd>
<dt>${escape(t.description)}</dt><dd>${escape(order.request.description)}</dd>
<dt>${escape(t.amount)}</dt><dd>${escape(formatPln(order.totalAmount / 100))}</dd>
<dt>${escape(t.status)}</dt><dd>${escape(order.status)}</dd>
</dl>
<form method="post" action="${SANDBOX_PREFIX}/pay">
<input type="hidden" name="orderId" value="${escape(order.orderId)}">
<input type="hidden" name="token" value="${escape(order.checkoutToken)}">
<fieldset>
<legend>${escape(t.choices)}</legend>
<button type="submit" name="outcome" value="pay">${escape(t.pay)}</button>
<button type="submit" name="outcome" value="decline">${escape(t.decline)}</button>
<button type="submit" name="outcome" value="pending">${escape(t.pending)}</button>
</fieldset>
</form>`,
  );
};

export const invalidLinkPage = (lang: PageLanguage): string => {
  const t = TEXT[lang];
  return page(lang, t.missingTitle, `<h1>${escape(t.missingTitle)}</h1>\n<p>${escape(t.missing)}</p>`);
};
