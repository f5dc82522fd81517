import type { Db } from '../db';

/** Sends a text message to a Russian mobile phone (11 digits, 79XXXXXXXXX). */
export interface SmsProvider {
  send(phone: string, text: string): Promise<void>;
}

/**
 * The local default: every message goes to the `sms_outbox` table and the log, nothing leaves the
 * machine. A real gateway is another implementation of `SmsProvider` chosen by configuration.
 */
/** What the outbox provider logs through (Fastify's logger fits). */
export interface SmsLog {
  info(object: object, message: string): void;
}

export function outboxSmsProvider(db: Db, log: SmsLog): SmsProvider {
  return {
    async send(phone, text) {
      await db.query('INSERT INTO sms_outbox (phone, text) VALUES ($1, $2)', [phone, text]);
      // The phone is masked in the log; the text is not logged (it carries a code).
      log.info({ phone: `${phone.slice(0, 4)}*****${phone.slice(-2)}` }, 'SMS в очереди локального провайдера');
    },
  };
}
