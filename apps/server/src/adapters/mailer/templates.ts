import type { Language } from '@scena/shared';
import type { MailTemplateName, MailTemplates } from './types';

export interface RenderedMail {
  subject: string;
  text: string;
  html: string;
}

/** What a template says; the layout below turns it into a text part and an HTML part. */
interface Copy {
  subject: string;
  greeting: string;
  paragraphs: string[];
  /** The one thing the reader should do; links are shown as a button and as plain text. */
  action?: { label: string; link: string };
  /** Why they got it and what to do if it was not them. */
  note: string;
}

type Template<T extends MailTemplateName> = Record<Language, (data: MailTemplates[T]) => Copy>;

export const escapeHtml = (value: string): string =>
  value.replace(
    /[&<>"']/g,
    (ch) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[ch]!,
  );

/** Names come from sign-up forms; keep them to one short line in a greeting. */
const cleanName = (name: string | undefined): string =>
  (name ?? '')
    .replace(/[\r\n\t]+/g, ' ')
    .trim()
    .slice(0, 100);

/** The footer of every newsletter-type e-mail: why it came and how to stop it (with List-Unsubscribe). */
const subscribedNote = (lang: Language, unsubscribeLink: string): string =>
  lang === 'pl'
    ? `Dostajesz tę wiadomość, bo zapisano Cię na powiadomienia Sceny. Aby się wypisać, otwórz: ${unsubscribeLink}`
    : `You get this message because you are subscribed to Scena's notifications. To unsubscribe, open: ${unsubscribeLink}`;

const greet = (lang: Language, firstname: string | undefined): string => {
  const name = cleanName(firstname);
  if (lang === 'pl') return name ? `Dzień dobry, ${name}!` : 'Dzień dobry!';
  return name ? `Hello ${name},` : 'Hello,';
};

const AUTOMATIC: Record<Language, string> = {
  pl: 'Ta wiadomość została wysłana automatycznie przez platformę Scena. Prosimy na nią nie odpowiadać.',
  en: 'This message was sent automatically by the Scena platform. Please do not reply to it.',
};
const COPY_LINK: Record<Language, string> = {
  pl: 'Jeśli przycisk nie działa, skopiuj ten adres do przeglądarki:',
  en: 'If the button does not work, copy this address into your browser:',
};

const templates: { [T in MailTemplateName]: Template<T> } = {
  verify_account: {
    pl: (data) => ({
      subject: 'Scena: potwierdź adres e-mail',
      greeting: greet('pl', data.firstname),
      paragraphs: [
        'Dziękujemy za założenie konta na platformie Scena.',
        'Aby je aktywować, potwierdź swój adres e-mail, korzystając z poniższego linku. Link jest ważny przez 24 godziny.',
      ],
      action: { label: 'Potwierdź adres e-mail', link: data.link },
      note: 'Jeśli to nie Ty zakładasz konto, zignoruj tę wiadomość: bez potwierdzenia konto nie zostanie aktywowane.',
    }),
    en: (data) => ({
      subject: 'Scena: confirm your e-mail address',
      greeting: greet('en', data.firstname),
      paragraphs: [
        'Thank you for creating an account on Scena.',
        'To activate it, confirm your e-mail address with the link below. The link is valid for 24 hours.',
      ],
      action: { label: 'Confirm e-mail address', link: data.link },
      note: 'If you did not create an account, ignore this message: without confirmation the account stays inactive.',
    }),
  },
  password_reset: {
    pl: (data) => ({
      subject: 'Scena: ustaw nowe hasło',
      greeting: greet('pl', data.firstname),
      paragraphs: [
        'Otrzymaliśmy prośbę o ustawienie nowego hasła do Twojego konta.',
        'Nowe hasło wybierzesz, korzystając z poniższego linku. Link jest ważny przez godzinę i działa tylko raz.',
      ],
      action: { label: 'Ustaw nowe hasło', link: data.link },
      note: 'Jeśli to nie Ty prosisz o zmianę hasła, zignoruj tę wiadomość. Twoje dotychczasowe hasło pozostanie bez zmian.',
    }),
    en: (data) => ({
      subject: 'Scena: set a new password',
      greeting: greet('en', data.firstname),
      paragraphs: [
        'We received a request to set a new password for your account.',
        'Use the link below to choose a new password. The link is valid for one hour and works once.',
      ],
      action: { label: 'Set a new password', link: data.link },
      note: 'If you did not ask for this, ignore this message. Your current password stays the same.',
    }),
  },
  admin_login_link: {
    pl: (data) => ({
      subject: 'Scena: link logowania do panelu administracyjnego',
      greeting: greet('pl', data.firstname),
      paragraphs: [
        'Hasło zostało sprawdzone. Aby dokończyć logowanie do panelu administracyjnego, skorzystaj z poniższego linku.',
        `Link jest ważny przez ${data.minutes} minut i działa tylko raz.`,
      ],
      action: { label: 'Zaloguj się do panelu', link: data.link },
      note: 'Jeśli to nie Ty się logujesz, nie klikaj w link, zmień hasło i powiadom zespół platformy.',
    }),
    en: (data) => ({
      subject: 'Scena: your admin sign-in link',
      greeting: greet('en', data.firstname),
      paragraphs: [
        'Your password was accepted. To finish signing in to the admin panel, use the link below.',
        `The link is valid for ${data.minutes} minutes and works once.`,
      ],
      action: { label: 'Sign in to the panel', link: data.link },
      note: 'If this was not you, do not open the link, change your password and tell the platform team.',
    }),
  },
  signup_attempt: {
    pl: (data) => ({
      subject: 'Scena: próba założenia konta na Twój adres',
      greeting: greet('pl', data.firstname),
      paragraphs: [
        'Ktoś próbował założyć na platformie Scena konto z Twoim adresem e-mail. Konto z tym adresem już istnieje, więc nic nie zmieniliśmy.',
        'Jeśli to Ty, po prostu się zaloguj. Jeśli nie pamiętasz hasła, ustaw nowe na stronie:',
        data.resetLink,
      ],
      action: { label: 'Zaloguj się', link: data.signInLink },
      note: 'Jeśli to nie Ty, zignoruj tę wiadomość: Twoje konto i hasło pozostają bez zmian.',
    }),
    en: (data) => ({
      subject: 'Scena: someone tried to sign up with your address',
      greeting: greet('en', data.firstname),
      paragraphs: [
        'Someone tried to create a Scena account with your e-mail address. An account with this address already exists, so nothing was changed.',
        'If it was you, just sign in. If you forgot your password, set a new one here:',
        data.resetLink,
      ],
      action: { label: 'Sign in', link: data.signInLink },
      note: 'If it was not you, ignore this message: your account and password stay the same.',
    }),
  },
  ip_ban: {
    pl: (data) => ({
      subject: 'Scena: Twoje konto zostało zablokowane',
      greeting: greet('pl', data.firstname),
      paragraphs: [
        `W ciągu ostatnich 24 godzin materiały na Twoim koncie odtwarzano z ${data.count} różnych adresów IP, więcej niż pozwala regulamin, dlatego konto zostało zablokowane.`,
      ],
      action: { label: 'Kontakt', link: data.link },
      note: 'Prosimy o kontakt z administratorem platformy.',
    }),
    en: (data) => ({
      subject: 'Scena: your account has been blocked',
      greeting: greet('en', data.firstname),
      paragraphs: [
        `In the last 24 hours your account played from ${data.count} different IP addresses, more than the terms allow, so it has been blocked.`,
      ],
      action: { label: 'Contact', link: data.link },
      note: 'Please contact the platform administrator.',
    }),
  },
  new_content: {
    pl: (data) => ({
      subject: 'Scena: nowości w repertuarze',
      greeting: greet('pl', data.firstname),
      paragraphs: [
        'Na platformie Scena pojawiły się nowe spektakle i nagrania. Zapraszamy do obejrzenia repertuaru.',
      ],
      action: { label: 'Zobacz repertuar', link: data.link },
      note: subscribedNote('pl', data.unsubscribeLink),
    }),
    en: (data) => ({
      subject: 'Scena: new in the repertoire',
      greeting: greet('en', data.firstname),
      paragraphs: ['New performances and recordings are on Scena. Have a look at the repertoire.'],
      action: { label: 'See the repertoire', link: data.link },
      note: subscribedNote('en', data.unsubscribeLink),
    }),
  },
  remind_platform: {
    pl: (data) => ({
      subject: 'Scena: czekają na Ciebie spektakle',
      greeting: greet('pl', data.firstname),
      paragraphs: [
        'Dawno Cię nie było na platformie Scena. Sprawdź, co nowego w repertuarze i wideo na żądanie.',
      ],
      action: { label: 'Przejdź do Sceny', link: data.link },
      note: subscribedNote('pl', data.unsubscribeLink),
    }),
    en: (data) => ({
      subject: 'Scena: performances are waiting for you',
      greeting: greet('en', data.firstname),
      paragraphs: ["You haven't visited Scena for a while. See what is new in the repertoire and on demand."],
      action: { label: 'Go to Scena', link: data.link },
      note: subscribedNote('en', data.unsubscribeLink),
    }),
  },
  remind_paid_event: {
    pl: (data) => ({
      subject: `Scena: przypomnienie o wydarzeniu ${cleanName(data.title)}`,
      greeting: greet('pl', data.firstname),
      paragraphs: [
        `Przypominamy, że wydarzenie „${data.title}”, na które masz bilet, odbędzie się ${data.when}.`,
      ],
      action: { label: 'Przejdź do wydarzenia', link: data.link },
      note: 'Dostajesz tę wiadomość, bo kupiłeś/aś bilet na to wydarzenie.',
    }),
    en: (data) => ({
      subject: `Scena: reminder of ${cleanName(data.title)}`,
      greeting: greet('en', data.firstname),
      paragraphs: [`A reminder that “${data.title}”, which you have a ticket for, takes place ${data.when}.`],
      action: { label: 'Go to the event', link: data.link },
      note: 'You get this message because you bought a ticket for this event.',
    }),
  },
  order_confirmation: {
    pl: (data) => ({
      subject: `Scena: potwierdzenie zakupu – ${cleanName(data.title)}`,
      greeting: greet('pl', data.firstname),
      paragraphs: [
        `Dziękujemy za zakup dostępu do „${data.title}”. Zapłacono: ${data.amount} zł (zamówienie ${data.orderNumber}).`,
        data.window,
      ],
      action: { label: 'Przejdź do oglądania', link: data.link },
      note: 'Dostajesz tę wiadomość, bo kupiłeś/aś dostęp na platformie Scena. Twoje zamówienia znajdziesz na stronie konta.',
    }),
    en: (data) => ({
      subject: `Scena: purchase confirmation – ${cleanName(data.title)}`,
      greeting: greet('en', data.firstname),
      paragraphs: [
        `Thank you for buying access to “${data.title}”. Paid: PLN ${data.amount} (order ${data.orderNumber}).`,
        data.window,
      ],
      action: { label: 'Go to watching', link: data.link },
      note: 'You get this message because you bought access on Scena. Your orders are on your account page.',
    }),
  },
  order_sold_out_refund: {
    pl: (data) => ({
      subject: `Scena: zwrot płatności – ${cleanName(data.title)}`,
      greeting: greet('pl', data.firstname),
      paragraphs: [
        `Twoja płatność za „${data.title}” (zamówienie ${data.orderNumber}) dotarła po upływie czasu rezerwacji, a w tym czasie wszystkie bilety zostały sprzedane.`,
        `Zwracamy całą kwotę, ${data.amount} zł, tą samą metodą płatności. Zwrot może potrwać kilka dni roboczych.`,
      ],
      action: { label: 'Moje zamówienia', link: data.link },
      note: 'Dostajesz tę wiadomość, bo próbowałeś/aś kupić bilet na platformie Scena. Przepraszamy za kłopot.',
    }),
    en: (data) => ({
      subject: `Scena: payment refund – ${cleanName(data.title)}`,
      greeting: greet('en', data.firstname),
      paragraphs: [
        `Your payment for “${data.title}” (order ${data.orderNumber}) arrived after the reservation time ended, and meanwhile the event sold out.`,
        `We are returning the whole amount, PLN ${data.amount}, by the same payment method. This may take a few business days.`,
      ],
      action: { label: 'My orders', link: data.link },
      note: 'You get this message because you tried to buy a ticket on Scena. We are sorry for the trouble.',
    }),
  },
};

/** Links are built by the server from PUBLIC_URL; anything else is a bug, never sent. */
const assertWebLink = (link: string): void => {
  if (!/^https?:\/\/[^\s"'<>]+$/.test(link)) throw new Error('mail link must be an absolute http(s) address');
};

const textPart = (lang: Language, c: Copy): string =>
  [
    c.greeting,
    ...c.paragraphs,
    c.action ? `${c.action.label}:\n${c.action.link}` : null,
    c.note,
    '--',
    AUTOMATIC[lang],
  ]
    .filter((part): part is string => part !== null)
    .join('\n\n') + '\n';

/**
 * A simple, accessible layout: real text (no images), a language attribute, a title, 16 px body
 * text, a button with about 10:1 contrast and the link repeated as text for screen readers and
 * clients that strip styles. Every value that came from data is escaped.
 */
const htmlPart = (lang: Language, c: Copy): string => {
  const p = (text: string, style = '') => `<p style="margin:0 0 16px;${style}">${escapeHtml(text)}</p>`;
  const action = c.action
    ? `<p style="margin:24px 0"><a href="${escapeHtml(c.action.link)}" style="display:inline-block;background:#7a1f2b;color:#ffffff;` +
      `padding:12px 20px;border-radius:6px;font-weight:bold;text-decoration:underline">${escapeHtml(c.action.label)}</a></p>` +
      p(COPY_LINK[lang], 'font-size:14px;color:#444444') +
      `<p style="margin:0 0 16px;font-size:14px;word-break:break-all"><a href="${escapeHtml(c.action.link)}" style="color:#7a1f2b">` +
      `${escapeHtml(c.action.link)}</a></p>`
    : '';
  return (
    `<!doctype html><html lang="${lang}"><head><meta charset="utf-8">` +
    `<meta name="viewport" content="width=device-width,initial-scale=1"><title>${escapeHtml(c.subject)}</title></head>` +
    `<body style="margin:0;padding:0;background:#f4f1ee">` +
    `<div role="article" aria-label="${escapeHtml(c.subject)}" lang="${lang}" style="max-width:560px;margin:0 auto;padding:24px;` +
    `background:#ffffff;color:#1b1b1b;font-family:Arial,Helvetica,sans-serif;font-size:16px;line-height:1.5">` +
    `<p style="margin:0 0 24px;font-size:20px;font-weight:bold;color:#7a1f2b">Scena</p>` +
    p(c.greeting) +
    c.paragraphs.map((text) => p(text)).join('') +
    action +
    p(c.note, 'font-size:14px;color:#444444') +
    `<hr style="border:none;border-top:1px solid #dddddd;margin:24px 0">` +
    p(AUTOMATIC[lang], 'font-size:13px;color:#555555') +
    `</div></body></html>`
  );
};

export const renderMail = <T extends MailTemplateName>(
  template: T,
  lang: Language,
  data: MailTemplates[T],
): RenderedMail => {
  const copy = (templates[template] as Template<T>)[lang](data);
  if (copy.action) assertWebLink(copy.action.link);
  return { subject: copy.subject, text: textPart(lang, copy), html: htmlPart(lang, copy) };
};
