import fs from 'node:fs/promises';
import path from 'node:path';
import type { ReceivedMail } from './smtp-sink';

/**
 * Reads the e-mails the server sent over SMTP to the loopback sink (global-setup.ts), the way a
 * person would: wait for the message, open it, follow the link.
 */
export class Mailbox {
  constructor(private readonly dir: string) {}

  async all(): Promise<ReceivedMail[]> {
    const names = (await fs.readdir(this.dir)).filter((name) => name.endsWith('.json')).sort();
    return Promise.all(
      names.map(
        async (name) => JSON.parse(await fs.readFile(path.join(this.dir, name), 'utf8')) as ReceivedMail,
      ),
    );
  }

  /** The newest message to `to` whose subject matches, waiting for it to arrive. */
  async waitForMessage(
    to: string,
    subject: string | RegExp,
    { timeoutMs = 20_000, after = 0 }: { timeoutMs?: number; after?: number } = {},
  ): Promise<ReceivedMail> {
    const address = to.toLowerCase();
    const matches = (mail: ReceivedMail) =>
      mail.receivedAt >= after &&
      (mail.envelopeTo.includes(address) || mail.to.includes(address)) &&
      (typeof subject === 'string' ? mail.subject.includes(subject) : subject.test(mail.subject));
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const found = (await this.all()).filter(matches).at(-1);
      if (found) return found;
      if (Date.now() > deadline) {
        const seen = (await this.all()).map((mail) => `${mail.envelopeTo.join(',')}: ${mail.subject}`);
        throw new Error(
          `No e-mail to ${to} with subject ${String(subject)} within ${timeoutMs} ms. Received:\n  ${seen.join('\n  ') || '(none)'}`,
        );
      }
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
  }

  /** Waits for the message and returns the link in it that leads back to the platform. */
  async waitFor(
    to: string,
    subject: string | RegExp,
    options?: { timeoutMs?: number; after?: number },
  ): Promise<string> {
    const mail = await this.waitForMessage(to, subject, options);
    const base = process.env.E2E_BASE_URL ?? '';
    const links = [...mail.text.matchAll(/https?:\/\/[^\s<>"']+/g)].map((match) => match[0]);
    const link = links.find((candidate) => candidate.startsWith(base)) ?? links[0];
    if (!link) throw new Error(`The e-mail "${mail.subject}" to ${to} has no link:\n${mail.text}`);
    return link;
  }
}
