import { STORE_NAME, UNSUBSCRIBABLE_KINDS, renderOrderMail, renderStatusSms, type MessageContext } from '@store/domain';
import { MailNotSent } from '../../providers/mail';
import { SmsNotSent } from '../../providers/sms';
import type { OutboxRow } from '../../repositories/outbox';
import type { AppSettings } from '../../settings';
import type { ServiceContext } from '../context';

/** Where the sender reports (pino's shape). */
export interface OutboxLog {
  info(object: object, message: string): void;
  warn(object: object, message: string): void;
  error(object: object, message: string): void;
}

/** The path of the reminders' unsubscribe page (routes/mail.ts). */
export const UNSUBSCRIBE_PATH = '/api/mail/unsubscribe';

/** The reminder's unsubscribe address: it names the message (its random key), which grants nothing but leaving reminders. */
export const unsubscribeUrl = (publicUrl: string, messageKey: string) =>
  `${publicUrl.replace(/\/+$/, '')}${UNSUBSCRIBE_PATH}?m=${encodeURIComponent(messageKey)}`;

/** The domain of the Message-ID: the sender's own, else the store's host. */
export function messageIdDomain(settings: Pick<AppSettings, 'mailFrom' | 'publicUrl'>): string {
  const fromDomain = /@([^\s@<>]+)>?\s*$/.exec(settings.mailFrom)?.[1];
  if (fromDomain) return fromDomain.toLowerCase();
  try {
    return new URL(settings.publicUrl).hostname;
  } catch {
    return 'localhost';
  }
}

/** The Message-ID of an outbox message: the same on every try, so a resent double is the same message to the receiver. */
export const messageIdOf = (messageKey: string, settings: Pick<AppSettings, 'mailFrom' | 'publicUrl'>) =>
  `<${messageKey}@${messageIdDomain(settings)}>`;

/** The wait before try `attempt + 1`: base × 2^(attempt−1), at most `max`. */
export const retryDelay = (attempt: number, base: number, max: number) => Math.min(max, base * 2 ** Math.max(0, attempt - 1));

/** A failure trying again cannot mend: the server refused the address for good, the phone is not a phone. */
function isPermanent(error: unknown): boolean {
  if (error instanceof MailNotSent) return error.permanent;
  if (error instanceof SmsNotSent) return error.reason === 'refused' && (error.gatewayCode === 7 || error.gatewayCode === 8);
  return false;
}

const messageContext = (settings: AppSettings, row: OutboxRow): MessageContext => ({
  storeName: STORE_NAME,
  publicUrl: settings.publicUrl.replace(/\/+$/, ''),
  supportPhone: settings.supportPhone,
  supportHours: settings.supportHours,
  unsubscribeUrl: UNSUBSCRIBABLE_KINDS.includes(row.kind) ? unsubscribeUrl(settings.publicUrl, row.message_key) : null,
});

/** Sends one message through its channel's provider; the gateway's id of it, when it gives one. */
async function sendOne(ctx: Pick<ServiceContext, 'settings' | 'providers'>, row: OutboxRow): Promise<string | null> {
  const context = messageContext(ctx.settings, row);
  if (row.channel === 'sms') {
    const answer = await ctx.providers.sms.send(row.recipient, renderStatusSms(row.facts, context), { id: row.id });
    return answer ? answer.gatewayId : null;
  }
  if (row.kind === 'status-sms') throw new Error(`outbox message ${row.id}: an SMS kind on the e-mail channel`);
  const rendered = renderOrderMail(row.kind, row.facts, context);
  const headers: Record<string, string> = {};
  if (context.unsubscribeUrl) {
    // RFC 2369 and RFC 8058: the client's own «unsubscribe» button, one POST to the same address.
    headers['List-Unsubscribe'] = `<${context.unsubscribeUrl}>`;
    headers['List-Unsubscribe-Post'] = 'List-Unsubscribe=One-Click';
  }
  const { gatewayId } = await ctx.providers.mail.send({
    messageId: messageIdOf(row.message_key, ctx.settings),
    from: ctx.settings.mailFrom,
    to: row.recipient.split(',').map((address) => address.trim()),
    ...rendered,
    headers,
  });
  return gatewayId;
}

export interface OutboxRun {
  claimed: number;
  sent: number;
  /** Failed this time, due again later. */
  retried: number;
  /** Failed for good (permanent, or the last allowed try): kept with their error. */
  failed: number;
  /** Given back untried: too little of the lease was left. */
  released: number;
}

/**
 * One pass of the outbox's sender (server.ts runs it every `outbox.intervalMs` on every instance;
 * `pnpm orders send` runs it from the command line). Claims due messages (claimDue: disjoint per
 * sender, leased), sends each and records the outcome under the same claim. A failure waits
 * retryDelay and is tried again, up to `maxAttempts`; then, or at once when permanent, it is kept as
 * failed with its last error for the operator (`pnpm orders outbox`). A sender that dies leaves its
 * claimed rows 'sending': when their lease ends any sender takes them again, with the same
 * Message-ID — the only way a message reaches anyone twice is that crash after the gateway
 * accepted it and before 'sent' was recorded.
 */
export async function deliverOutbox(
  ctx: Pick<ServiceContext, 'repos' | 'settings' | 'providers'>,
  log: OutboxLog,
  options: { limit?: number } = {},
): Promise<OutboxRun> {
  const { leaseMs, batch, maxAttempts, retryBaseMs, retryMaxMs, sendTimeoutMs } = ctx.settings.outbox;
  const claimedAt = ctx.settings.now();
  const leaseUntil = new Date(claimedAt.getTime() + leaseMs);
  const claimed = await ctx.repos.outbox.claimDue(claimedAt, leaseUntil, options.limit ?? batch);
  const run: OutboxRun = { claimed: claimed.length, sent: 0, retried: 0, failed: 0, released: 0 };
  for (const row of claimed) {
    // A send must end inside the lease, or another sender could take the row while it is in flight.
    if (ctx.settings.now().getTime() + sendTimeoutMs >= leaseUntil.getTime()) {
      await ctx.repos.outbox.release(row.id, row.attempts);
      run.released += 1;
      continue;
    }
    const facts = { outboxId: row.id, kind: row.kind, channel: row.channel, orderId: row.order_id, attempt: row.attempts };
    let gatewayId: string | null;
    try {
      gatewayId = await sendOne(ctx, row);
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      const last = isPermanent(error) || row.attempts >= maxAttempts;
      const retryAt = last ? null : new Date(ctx.settings.now().getTime() + retryDelay(row.attempts, retryBaseMs, retryMaxMs));
      await ctx.repos.outbox.markFailed(row.id, row.attempts, message, retryAt);
      if (last) {
        run.failed += 1;
        log.error({ ...facts, error: message }, 'outbox: message kept as failed, no more tries');
      } else {
        run.retried += 1;
        log.warn({ ...facts, error: message, retryAt }, 'outbox: send failed, will retry');
      }
      continue;
    }
    if (await ctx.repos.outbox.markSent(row.id, row.attempts, ctx.settings.now(), gatewayId)) run.sent += 1;
    else log.warn(facts, 'outbox: sent, but the claim had passed to another sender (lease too short for this send)');
  }
  return run;
}
