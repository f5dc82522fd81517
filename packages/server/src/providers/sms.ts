import type { Db } from '../db';
import type { Probe } from './readiness';

/** Sends a text message to a Russian mobile phone (11 digits, 79XXXXXXXXX). */
export interface SmsProvider {
  readonly name: string;
  /**
   * Resolves once the message is accepted for delivery (with the gateway's id of it, when the
   * gateway gives one); rejects with `SmsNotSent` when it was not. `id`: the store's own number for
   * the message, passed to a gateway that keeps one (SMSC.ru's `id`), so a resent double shows in
   * its reports under the same number.
   */
  send(phone: string, text: string, options?: { id?: number }): Promise<void | { gatewayId: string | null }>;
}

/**
 * The message did not leave: the gateway refused it (`refused`, with its own code), could not be
 * reached or failed (`unavailable`), or answered something that is not its protocol (`malformed`).
 * The shopper is told SPEC §8 «Произошла ошибка при отправке кода»; the reason is for the log.
 */
export class SmsNotSent extends Error {
  constructor(
    readonly reason: 'refused' | 'unavailable' | 'malformed',
    message: string,
    readonly gatewayCode: number | null = null,
  ) {
    super(message);
    this.name = 'SmsNotSent';
  }
}

/** What the SMS providers log through (Fastify's logger fits). */
export interface SmsLog {
  info(object: object, message: string): void;
  warn(object: object, message: string): void;
  error(object: object, message: string): void;
}

/** A phone as logs show it: the operator's prefix and the last two digits. */
export const maskPhone = (phone: string) => `${phone.slice(0, 4)}*****${phone.slice(-2)}`;

/**
 * The local default: every message goes to the `sms_outbox` table and the log, nothing leaves the
 * machine (`GET /api/dev/sms-outbox` reads it back on loopback). The gateway is `smscSmsProvider`.
 */
export function outboxSmsProvider(db: Db, log: SmsLog): SmsProvider & Probe {
  return {
    name: 'outbox',
    async send(phone, text) {
      await db.query('INSERT INTO sms_outbox (phone, text) VALUES ($1, $2)', [phone, text]);
      // The text is not logged: it carries a code.
      log.info({ phone: maskPhone(phone) }, 'SMS в очереди локального провайдера');
    },
    async probe() {
      return { ready: true, local: true, detail: 'локальная очередь sms_outbox (только для разработки)' };
    },
  };
}
