// A real SMTP server in the test process (smtp-server): the CRM's nodemailer sends to it, tests read what arrived.
import { simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';
import { freePort } from './ports.ts';

export interface ReceivedMail {
  to: string[];
  /** The whole message as sent: headers and body */
  raw: string;
}

export interface TestSmtp {
  /** For CRM_SMTP_URL */
  url: string;
  messages: ReceivedMail[];
  /** Waits for a message to `to` and answers it */
  messageTo(to: string, timeoutMs?: number): Promise<ReceivedMail>;
  stop(): Promise<void>;
}

export async function startSmtpServer(): Promise<TestSmtp> {
  const messages: ReceivedMail[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        messages.push({
          to: session.envelope.rcptTo.map((rcpt) => rcpt.address),
          raw: Buffer.concat(chunks).toString('utf8'),
        });
        callback();
      });
    },
  });
  const port = await freePort();
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => resolve());
  });
  return {
    url: `smtp://127.0.0.1:${port}`,
    messages,
    async messageTo(to, timeoutMs = 5000) {
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        const found = messages.find((message) => message.to.includes(to));
        if (found) return found;
        if (Date.now() > deadline)
          throw new Error(`no mail to ${to} in ${timeoutMs} ms (got ${messages.length} others)`);
        await new Promise((resolve) => setTimeout(resolve, 25));
      }
    },
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** The first link in a message, with quoted-printable soft line breaks and escapes undone. */
export function linkIn(mail: ReceivedMail): string {
  const body = mail.raw
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
  const match = /https?:\/\/\S+/.exec(body);
  if (!match) throw new Error(`no link in: ${body}`);
  return match[0];
}

/** A message's subject and text as a mail program shows them: encoded words and transfer encodings undone. */
export async function readMail(mail: ReceivedMail): Promise<{ subject: string; text: string }> {
  const parsed = await simpleParser(mail.raw);
  return { subject: parsed.subject ?? '', text: parsed.text ?? '' };
}
