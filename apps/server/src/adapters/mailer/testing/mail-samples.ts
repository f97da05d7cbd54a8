import type { MailTemplateName, MailTemplates } from '../types';

/**
 * Data for every template, shared by the mailer tests. `link` carries a query string so the tests
 * see the `&` escaped in the HTML. The second set has the awkward inputs forms can send (markup and
 * line breaks in names and titles, no name at all): the rendered-mail fixture pins both.
 */
export const link = 'http://localhost:3000/weryfikacja-konta?email=jan%40example.com&token=abc123';
const unsubscribeLink = 'http://localhost:3000/wypisz?u=1&t=abc';

export const mailSamples: { [T in MailTemplateName]: MailTemplates[T] } = {
  verify_account: { firstname: 'Jan', link },
  password_reset: { firstname: 'Jan', link },
  admin_login_link: { firstname: 'Jan', link, minutes: 10 },
  signup_attempt: {
    firstname: 'Jan',
    signInLink: link,
    resetLink: 'http://localhost:3000/resetowanie-hasla',
  },
  ip_ban: { firstname: 'Jan', count: 6, until: 'do 28.11.2026, 18:40', link },
  ban_notice: { firstname: 'Jan', reason: 'spam w czacie', until: 'do odwołania', link },
  data_export: { firstname: 'Jan', hours: 24, link },
  new_content: { firstname: 'Jan', link, unsubscribeLink },
  remind_platform: { firstname: 'Jan', link, unsubscribeLink },
  remind_paid_event: { firstname: 'Jan', title: 'Wesele', when: '25.11.2026, 19:00', link },
  order_confirmation: {
    firstname: 'Jan',
    title: 'Wesele',
    amount: '25,00',
    orderNumber: 'ABC',
    window: 'Dostęp: 10.06.2030.',
    link,
  },
  order_sold_out_refund: { firstname: 'Jan', title: 'Wesele', amount: '25,00', orderNumber: 'ABC', link },
  order_codes: {
    firstname: 'Jan',
    title: 'Wesele',
    amount: '225,00',
    orderNumber: 'ABC',
    count: 2,
    codes: 'K7M2Q9XR4TBD, 3VHN8WPC6JFA',
    link,
  },
};

const name = '  <b>Ala</b> & "Ola"\r\nBcc: x@evil ';
const title = 'Kordian <i>&</i> "Dziady"\ncz. 2';

export const awkwardMailSamples: { [T in MailTemplateName]: MailTemplates[T] } = {
  verify_account: { firstname: '', link },
  password_reset: { firstname: name, link },
  admin_login_link: { firstname: ' ', link, minutes: 15 },
  signup_attempt: { firstname: name, signInLink: link, resetLink: `${link}&x=<y>` },
  ip_ban: { firstname: '', count: 11, until: 'until it is lifted', link },
  ban_notice: { firstname: name, reason: '<b>x</b>\r\nBcc: a@b', until: 'do 1.01.2027, 20:30', link },
  data_export: { firstname: '', hours: 24, link },
  new_content: { firstname: name, link, unsubscribeLink },
  remind_platform: { firstname: '', link, unsubscribeLink },
  remind_paid_event: { firstname: name, title, when: '1.01.2027, 20:30', link },
  order_confirmation: {
    firstname: name,
    title,
    amount: '1 250,50',
    orderNumber: 'X<1>',
    window: 'Access: <until> 10.06.2030 & later.',
    link,
  },
  order_sold_out_refund: { firstname: '', title, amount: '0,99', orderNumber: 'Z&9', link },
  order_codes: {
    firstname: name,
    title,
    amount: '1,00',
    orderNumber: 'Q<2>',
    count: 1,
    codes: '<CODE>&1',
    link,
  },
};
