import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSmtpTransport } from './smtp-transport';
import { renderMail } from './templates';
import { startSmtpPeer, type SmtpPeer } from './testing/smtp-peer';

describe('SMTP transport (real SMTP server on loopback)', () => {
  let peer: SmtpPeer;
  beforeAll(async () => {
    peer = await startSmtpPeer({ reject: (to) => to.startsWith('nobody@') });
  });
  afterAll(() => peer.close());

  it('delivers the rendered message with the link in the text and HTML parts', async () => {
    const transport = createSmtpTransport({ url: peer.url, from: 'Teatr <bilety@teatr.test>' });
    const link = 'http://localhost:3000/nowe-haslo?email=anna%40example.com&token=' + 'f'.repeat(64);
    const mail = renderMail('password_reset', 'pl', { firstname: 'Anna', link });
    await transport.send({ to: 'anna@example.com', ...mail });
    await transport.close?.();

    expect(peer.received).toHaveLength(1);
    const got = peer.received[0]!;
    expect(got.from).toBe('bilety@teatr.test');
    expect(got.to).toEqual(['anna@example.com']);
    expect(got.subject).toBe('Scena: ustaw nowe hasło');
    expect(got.text).toContain(link);
    expect(got.text).toContain('Dzień dobry, Anna!');
    expect(got.html).toContain(`href="${link.replace(/&/g, '&amp;')}"`);
  });

  it('sends the extra headers of an announcement (one-click unsubscribe, RFC 8058)', async () => {
    const transport = createSmtpTransport({ url: peer.url, from: 'bilety@teatr.test' });
    const unsubscribe = 'http://localhost:3000/api/notifications/unsubscribe?u=7&t=' + 'a'.repeat(43);
    const mail = renderMail('new_content', 'pl', {
      firstname: 'Ola',
      link: 'http://localhost:3000/',
      unsubscribeLink: 'http://localhost:3000/wypisz?u=7&t=x',
    });
    const before = peer.received.length;
    await transport.send({
      to: 'ola@example.com',
      ...mail,
      headers: {
        'List-Unsubscribe': `<${unsubscribe}>`,
        'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
      },
    });
    await transport.close?.();
    const raw = peer.received[before]!.raw.replace(/\r?\n[ \t]+/g, ' ');
    expect(raw).toMatch(/^List-Unsubscribe-Post: List-Unsubscribe=One-Click\r?$/m);
    expect(raw).toContain(`List-Unsubscribe: <${unsubscribe}>`);
  });

  it('rejects when the server refuses the recipient', async () => {
    const transport = createSmtpTransport({ url: peer.url, from: 'bilety@teatr.test' });
    const mail = renderMail('verify_account', 'en', { firstname: 'X', link: 'https://scena.test/a' });
    await expect(transport.send({ to: 'nobody@example.com', ...mail })).rejects.toThrow(
      /550|Mailbox unavailable/,
    );
    await transport.close?.();
  });

  it('rejects when no server listens', async () => {
    const closed = await startSmtpPeer();
    await closed.close();
    const transport = createSmtpTransport({ url: closed.url, from: 'bilety@teatr.test' });
    const mail = renderMail('verify_account', 'en', { firstname: 'X', link: 'https://scena.test/a' });
    await expect(transport.send({ to: 'a@example.com', ...mail })).rejects.toThrow();
    await transport.close?.();
  });
});
