import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

/**
 * A real SMTP server on loopback for tests (smtp-server), with a minimal MIME reader so tests can
 * assert what a recipient would see. Only imported by tests; never part of the server bundle.
 */
export interface ReceivedMail {
  from: string;
  to: string[];
  subject: string;
  text: string;
  html: string;
  raw: string;
}

export interface SmtpPeer {
  url: string;
  received: ReceivedMail[];
  close(): Promise<void>;
}

export const startSmtpPeer = async (
  options: {
    reject?: (recipient: string) => boolean;
    /** Called with each message once its data has arrived; the peer answers it when this settles (a slow server). */
    beforeAnswer?: (mail: ReceivedMail) => Promise<void>;
  } = {},
): Promise<SmtpPeer> => {
  const received: ReceivedMail[] = [];
  const server = new SMTPServer({
    disabledCommands: ['STARTTLS', 'AUTH'],
    authOptional: true,
    logger: false,
    onRcptTo(address, _session, callback) {
      if (options.reject?.(address.address)) {
        return callback(Object.assign(new Error('Mailbox unavailable'), { responseCode: 550 }));
      }
      callback();
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        const raw = Buffer.concat(chunks).toString('utf8');
        const from = session.envelope.mailFrom ? session.envelope.mailFrom.address : '';
        const mail = { from, to: session.envelope.rcptTo.map((r) => r.address), ...readMime(raw), raw };
        received.push(mail);
        if (!options.beforeAnswer) return callback();
        void options.beforeAnswer(mail).then(() => callback());
      });
    },
  });
  // A client that vanishes mid-dialogue (a cut connection) is the client's failure, not the server's.
  server.on('error', () => undefined);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
};

const splitHead = (part: string): { headers: Record<string, string>; body: string } => {
  const at = part.indexOf('\r\n\r\n');
  const head = part.slice(0, at).replace(/\r\n[ \t]+/g, ' ');
  const headers: Record<string, string> = {};
  for (const line of head.split('\r\n')) {
    const colon = line.indexOf(':');
    if (colon > 0) headers[line.slice(0, colon).toLowerCase()] = line.slice(colon + 1).trim();
  }
  return { headers, body: part.slice(at + 4) };
};

const decodeQp = (text: string): string =>
  Buffer.from(
    text
      .replace(/=\r\n/g, '')
      .replace(/=([0-9A-F]{2})/gi, (_, hex: string) => String.fromCharCode(parseInt(hex, 16))),
    'latin1',
  ).toString('utf8');

const decodeBody = (body: string, encoding = ''): string => {
  if (/base64/i.test(encoding)) return Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8');
  if (/quoted-printable/i.test(encoding)) return decodeQp(body);
  return body;
};

/** RFC 2047 encoded words in headers (=?UTF-8?Q?…?= and =?UTF-8?B?…?=). */
const decodeWords = (value: string): string =>
  value
    .replace(/\?=\s+=\?/g, '?==?')
    .replace(/=\?utf-8\?([qb])\?([^?]*)\?=/gi, (_, kind: string, data: string) =>
      kind.toLowerCase() === 'b'
        ? Buffer.from(data, 'base64').toString('utf8')
        : decodeQp(data.replace(/_/g, ' ')),
    );

const readMime = (raw: string): { subject: string; text: string; html: string } => {
  const { headers, body } = splitHead(raw);
  const result = { subject: decodeWords(headers.subject ?? ''), text: '', html: '' };
  const boundary = /boundary="?([^";]+)"?/i.exec(headers['content-type'] ?? '')?.[1];
  const parts = boundary
    ? body
        .split(`--${boundary}`)
        .slice(1, -1)
        .map((p) => p.replace(/^\r\n/, ''))
    : [raw];
  for (const part of parts) {
    const parsed = boundary ? splitHead(part) : { headers, body };
    const decoded = decodeBody(parsed.body, parsed.headers['content-transfer-encoding']);
    if (/text\/html/i.test(parsed.headers['content-type'] ?? '')) result.html = decoded;
    else if (/text\/plain/i.test(parsed.headers['content-type'] ?? '')) result.text = decoded;
  }
  return result;
};
