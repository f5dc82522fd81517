import nodemailer from 'nodemailer';
import type { Queryable } from '../db';
import { isLoopbackHost } from '../lib/loopback';
import type { MailSettings } from '../settings';
import type { Probe, ProbeResult } from './readiness';

/** One e-mail as the outbox's sender hands it over: rendered, addressed, with its stable Message-ID. */
export interface OutgoingMail {
  /** `<key@domain>`: the same on every try of one message, so a resent double is recognisable. */
  messageId: string;
  from: string;
  to: readonly string[];
  subject: string;
  text: string;
  html: string;
  /** Extra headers (List-Unsubscribe for the reminder kind). */
  headers?: Record<string, string>;
}

/** Sends e-mail; resolves once the server accepted it for every recipient, else rejects with `MailNotSent`. */
export interface MailProvider {
  readonly name: string;
  send(mail: OutgoingMail): Promise<{ gatewayId: string | null }>;
  /** Releases connections (the app's close). */
  close?(): void;
}

/**
 * The mail did not leave. `permanent`: the server refused it for good (a 5xx: no such mailbox, a
 * refused sender): trying again changes nothing, so the message is kept as failed at once.
 */
export class MailNotSent extends Error {
  constructor(
    message: string,
    readonly permanent: boolean,
  ) {
    super(message);
    this.name = 'MailNotSent';
  }
}

/** The local default: the rendered mail goes to the `mail_outbox` table (read back by GET /api/dev/mail-outbox). */
export function outboxMailProvider(db: Queryable): MailProvider & Probe {
  return {
    name: 'outbox',
    async send(mail) {
      for (const recipient of mail.to) {
        await db.query('INSERT INTO mail_outbox (recipient, message_id, subject, text_body, html_body) VALUES ($1, $2, $3, $4, $5)', [
          recipient.toLowerCase(),
          mail.messageId,
          mail.subject,
          mail.text,
          mail.html,
        ]);
      }
      return { gatewayId: null };
    },
    async probe() {
      return { ready: true, local: true, detail: 'локальная очередь mail_outbox (только для разработки)' };
    },
  };
}

interface SmtpError extends Error {
  responseCode?: number;
  code?: string;
}

/**
 * E-mail through an SMTP server with nodemailer (pooled connections, STARTTLS when the server
 * offers it; required off the loopback so credentials never cross the network in the clear).
 * A 5xx answer is permanent, anything else (4xx, a network failure, a timeout) is tried again later.
 */
export function smtpMailProvider(settings: Extract<MailSettings, { provider: 'smtp' }>): MailProvider & Probe {
  const url = new URL(settings.url);
  const transport = nodemailer.createTransport({
    url: settings.url,
    pool: true,
    maxConnections: 2,
    requireTLS: url.protocol === 'smtp:' && !isLoopbackHost(url.hostname),
    connectionTimeout: settings.timeoutMs,
    greetingTimeout: settings.timeoutMs,
    socketTimeout: settings.timeoutMs,
  } as Parameters<typeof nodemailer.createTransport>[0]);
  return {
    name: 'smtp',
    async send(mail) {
      try {
        const info = await transport.sendMail({
          messageId: mail.messageId,
          from: mail.from,
          to: [...mail.to],
          subject: mail.subject,
          text: mail.text,
          html: mail.html,
          headers: mail.headers,
        });
        if (info.rejected.length > 0) throw new MailNotSent(`SMTP-сервер не принял адреса: ${info.rejected.join(', ')}`, true);
        return { gatewayId: typeof info.response === 'string' ? info.response.slice(0, 200) : null };
      } catch (error) {
        if (error instanceof MailNotSent) throw error;
        const e = error as SmtpError;
        const permanent = typeof e.responseCode === 'number' && e.responseCode >= 500;
        throw new MailNotSent(`SMTP: ${e.responseCode ? `${e.responseCode} ` : ''}${e.message}`.slice(0, 500), permanent);
      }
    },
    close() {
      transport.close();
    },
    async probe(): Promise<ProbeResult> {
      try {
        await transport.verify();
        return { ready: true, detail: 'SMTP-сервер отвечает и принимает вход' };
      } catch (error) {
        return { ready: false, detail: `SMTP: ${(error as Error).message}` };
      }
    },
  };
}

/** The provider the settings choose. */
export const createMailProvider = (settings: MailSettings, db: Queryable): MailProvider =>
  settings.provider === 'smtp' ? smtpMailProvider(settings) : outboxMailProvider(db);
