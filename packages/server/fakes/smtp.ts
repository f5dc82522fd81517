import { simpleParser } from 'mailparser';
import type { AddressInfo } from 'node:net';
import { SMTPServer, type SMTPServerSession } from 'smtp-server';

/**
 * A local SMTP server for tests and production-mode journeys (issue 39): `smtp-server` speaks the
 * protocol (EHLO, AUTH PLAIN/LOGIN, MAIL FROM, RCPT TO, DATA), `mailparser` reads each message back
 * as a mail client would (headers, the plain-text and HTML parts). Listens on 127.0.0.1 only,
 * without TLS (loopback); nothing leaves the machine.
 */

/** A message the fake accepted, parsed. */
export interface ReceivedMail {
  messageId: string;
  /** The SMTP envelope. */
  envelopeFrom: string;
  envelopeTo: string[];
  from: string;
  to: string[];
  subject: string;
  text: string;
  html: string;
  headers: Map<string, unknown>;
  raw: string;
}

/** How the fake misbehaves until told otherwise (`failWith(null)`). */
export type SmtpFailure =
  /** Every DATA is answered with this code (4xx: try later; 5xx: refused for good). */
  { kind: 'reply'; code: number; message?: string };

export interface SmtpFake {
  /** For SMTP_URL: `smtp://user:password@127.0.0.1:<port>`. */
  url: string;
  port: number;
  user: string;
  password: string;
  received: ReceivedMail[];
  failWith(failure: SmtpFailure | null): void;
  /** Waits until `count` messages have arrived (rejects after `timeoutMs`). */
  waitFor(count: number, timeoutMs?: number): Promise<ReceivedMail[]>;
  stop(): Promise<void>;
}

export interface SmtpFakeOptions {
  user?: string;
  password?: string;
  /** Each message is kept at once and answered «250» this much later (a slow server: a sender can be killed mid-batch). */
  delayMs?: number;
  /** Called for each message once it is kept (before the «250» answer reaches the client). */
  onReceived?: (mail: ReceivedMail) => void;
}

const addresses = (value: unknown): string[] => {
  if (!value) return [];
  const list = Array.isArray(value) ? value : [value];
  return list.flatMap((entry: { value?: { address?: string }[] }) => (entry.value ?? []).map((a) => a.address ?? '')).filter(Boolean);
};

export async function startSmtpFake(options: SmtpFakeOptions = {}): Promise<SmtpFake> {
  const user = options.user ?? 'shop';
  const password = options.password ?? 'smtp-secret';
  const received: ReceivedMail[] = [];
  let failure: SmtpFailure | null = null;
  const waiters = new Set<() => void>();

  const server = new SMTPServer({
    name: 'smtp.fake.local',
    disabledCommands: ['STARTTLS'],
    allowInsecureAuth: true,
    authMethods: ['PLAIN', 'LOGIN'],
    logger: false,
    onAuth(auth, _session, callback) {
      if (auth.username === user && auth.password === password) return callback(null, { user });
      return callback(Object.assign(new Error('Invalid username or password'), { responseCode: 535 }));
    },
    onData(stream, session: SMTPServerSession, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        if (failure) {
          callback(Object.assign(new Error(failure.message ?? 'Refused by the fake'), { responseCode: failure.code }));
          return;
        }
        const raw = Buffer.concat(chunks).toString('utf8');
        simpleParser(raw)
          .then((parsed) => {
            const mail: ReceivedMail = {
              messageId: parsed.messageId ?? '',
              envelopeFrom: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
              envelopeTo: session.envelope.rcptTo.map((r) => r.address),
              from: addresses(parsed.from)[0] ?? '',
              to: addresses(parsed.to),
              subject: parsed.subject ?? '',
              text: parsed.text ?? '',
              html: typeof parsed.html === 'string' ? parsed.html : '',
              headers: parsed.headers as Map<string, unknown>,
              raw,
            };
            // Kept first, answered later: a sender killed in between has had its message taken
            // without hearing «250» (the one double no protocol prevents).
            received.push(mail);
            options.onReceived?.(mail);
            for (const wake of waiters) wake();
            if (options.delayMs) setTimeout(() => callback(), options.delayMs);
            else callback();
          })
          .catch((error: Error) => callback(error));
      });
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => resolve());
  });
  const port = (server.server.address() as AddressInfo).port;

  return {
    url: `smtp://${user}:${password}@127.0.0.1:${port}`,
    port,
    user,
    password,
    received,
    failWith(next) {
      failure = next;
    },
    waitFor(count, timeoutMs = 10_000) {
      if (received.length >= count) return Promise.resolve(received);
      return new Promise((resolve, reject) => {
        const timer = setTimeout(() => {
          waiters.delete(check);
          reject(new Error(`SMTP fake: ${received.length} of ${count} messages after ${timeoutMs} ms`));
        }, timeoutMs);
        const check = () => {
          if (received.length < count) return;
          clearTimeout(timer);
          waiters.delete(check);
          resolve(received);
        };
        waiters.add(check);
      });
    },
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
