import fs from 'node:fs/promises';
import path from 'node:path';
import { SMTPServer } from 'smtp-server';
import PostalMime from 'postal-mime';

/** One received message as the journeys read it (written as JSON, one file per message). */
export interface ReceivedMail {
  receivedAt: number;
  envelopeTo: string[];
  to: string[];
  subject: string;
  text: string;
  html: string;
  /** Header names in lower case (the last value of a repeated header). */
  headers: Record<string, string>;
}

/**
 * A real SMTP server on loopback that the Scena server sends to (SMTP_URL), so the journeys get
 * their e-mails through the same path as production. Each message is parsed and stored as a file
 * in `dir`; the Playwright workers (other processes) read them from there (see mailbox.ts).
 */
export const startSmtpSink = async (dir: string): Promise<{ port: number; close: () => Promise<void> }> => {
  await fs.mkdir(dir, { recursive: true });
  let counter = 0;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('error', callback);
      stream.on('end', () => {
        void (async () => {
          const parsed = await PostalMime.parse(Buffer.concat(chunks));
          const mail: ReceivedMail = {
            receivedAt: Date.now(),
            envelopeTo: session.envelope.rcptTo.map((rcpt) => rcpt.address.toLowerCase()),
            to: (parsed.to ?? []).flatMap((entry) =>
              'address' in entry && entry.address ? [entry.address.toLowerCase()] : [],
            ),
            subject: parsed.subject ?? '',
            text: parsed.text ?? '',
            html: parsed.html ?? '',
            headers: Object.fromEntries(
              (parsed.headers ?? []).map((header) => [header.key.toLowerCase(), header.value]),
            ),
          };
          counter += 1;
          const name = `${String(mail.receivedAt).padStart(15, '0')}-${String(counter).padStart(5, '0')}.json`;
          // Write then rename, so a reader never sees half a file.
          await fs.writeFile(path.join(dir, `${name}.tmp`), JSON.stringify(mail, null, 2));
          await fs.rename(path.join(dir, `${name}.tmp`), path.join(dir, name));
        })().then(() => callback(), callback);
      });
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => resolve());
  });
  const address = server.server.address();
  if (!address || typeof address === 'string') throw new Error('SMTP sink did not get a port');
  return { port: address.port, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
};
