import type { SmsSettings } from '../settings';
import { isTimeout, type Probe, type ProbeResult } from './readiness';
import { maskPhone, SmsNotSent, type SmsLog, type SmsProvider } from './sms';

/** SMSC.ru's HTTP API (decision 0020). */
export const SMSC_URL = 'https://smsc.ru';
/** A shopper waits for the code's answer: past this the send counts as failed. */
export const SMSC_TIMEOUT_MS = 10_000;
/** The readiness check asks for the balance: it must not hold a load balancer's probe long. */
const PROBE_TIMEOUT_MS = 5_000;

/**
 * Error codes of `send.php` and `balance.php` (answer `{ "error": …, "error_code": N }` with
 * fmt=3), as SMSC.ru's HTTP API documentation lists them. Codes 3, 6, 7 and 8 also carry the
 * message id. `operator`: the store's account or settings must change; otherwise the number or
 * the moment is at fault.
 */
export const SMSC_ERRORS: Record<number, { text: string; operator: boolean }> = {
  1: { text: 'ошибка в параметрах', operator: true },
  2: { text: 'неверный логин или пароль', operator: true },
  3: { text: 'недостаточно средств на счёте', operator: true },
  4: { text: 'IP-адрес временно заблокирован из-за частых ошибок в запросах', operator: true },
  5: { text: 'неверный формат даты', operator: true },
  6: { text: 'сообщение запрещено (по тексту или по имени отправителя)', operator: true },
  7: { text: 'неверный формат номера телефона', operator: false },
  8: { text: 'сообщение на указанный номер не может быть доставлено', operator: false },
  9: { text: 'слишком много одинаковых или одновременных запросов', operator: false },
};

type SmscSettings = Extract<SmsSettings, { provider: 'smsc' }>;
type Answer = Record<string, unknown>;

const asNumber = (value: unknown): number | null => {
  const n = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
  return typeof n === 'number' && Number.isFinite(n) ? n : null;
};

/**
 * SMS through SMSC.ru: `POST {url}/sys/send.php` (form fields login, psw, phones, mes, sender,
 * charset=utf-8, fmt=3 for JSON). Success is `{ id, cnt }`; a refusal `{ error, error_code }`.
 * Every failure (refusal, HTTP error, timeout, an answer outside the protocol) becomes
 * `SmsNotSent`, logged with the gateway's code for the operator; the message text (it holds a
 * code) and the password are never logged. No retry: a send that timed out may still arrive, and
 * a second one would be a second code.
 */
export function smscSmsProvider(settings: SmscSettings, log: SmsLog, fetchImpl: typeof fetch = fetch): SmsProvider & Probe {
  const base = settings.url.replace(/\/+$/, '');

  /** One call of the HTTP API; the parsed JSON answer, or SmsNotSent. */
  const call = async (script: string, fields: Record<string, string>, timeoutMs: number): Promise<Answer> => {
    const body = new URLSearchParams({ login: settings.login, psw: settings.password, fmt: '3', charset: 'utf-8', ...fields });
    let response: Response;
    try {
      response = await fetchImpl(`${base}/sys/${script}`, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded; charset=utf-8' },
        body: body.toString(),
        signal: AbortSignal.timeout(timeoutMs),
      });
    } catch (error) {
      throw new SmsNotSent(
        'unavailable',
        isTimeout(error) ? `SMSC.ru не ответил за ${timeoutMs} мс` : `SMSC.ru недоступен: ${String(error)}`,
      );
    }
    const text = await response.text().catch(() => '');
    if (!response.ok) throw new SmsNotSent('unavailable', `SMSC.ru ответил HTTP ${response.status}`);
    let answer: unknown;
    try {
      answer = JSON.parse(text);
    } catch {
      throw new SmsNotSent('malformed', `SMSC.ru ответил не JSON: «${text.slice(0, 80)}»`);
    }
    if (typeof answer !== 'object' || answer === null || Array.isArray(answer)) {
      throw new SmsNotSent('malformed', `SMSC.ru ответил не объектом: «${text.slice(0, 80)}»`);
    }
    const code = asNumber((answer as Answer).error_code);
    if (code !== null) {
      const known = SMSC_ERRORS[code];
      const description =
        typeof (answer as Answer).error === 'string' ? String((answer as Answer).error) : (known?.text ?? 'неизвестная ошибка');
      throw new SmsNotSent('refused', `SMSC.ru отказал, ошибка ${code}: ${description}`, code);
    }
    return answer as Answer;
  };

  return {
    name: 'smsc',

    async send(phone, text, options) {
      try {
        const answer = await call(
          'send.php',
          {
            phones: phone,
            mes: text,
            ...(settings.sender ? { sender: settings.sender } : {}),
            // The client's own message number (an integer the gateway's reports show beside its own id).
            ...(options?.id !== undefined ? { id: String(options.id % 2_147_483_647 || 1) } : {}),
          },
          settings.timeoutMs,
        );
        const id = answer.id;
        const count = asNumber(answer.cnt);
        if ((typeof id !== 'number' && typeof id !== 'string') || count === null || count < 1) {
          throw new SmsNotSent('malformed', `SMSC.ru ответил без id и cnt: «${JSON.stringify(answer).slice(0, 80)}»`);
        }
        log.info({ phone: maskPhone(phone), smscId: id, parts: count }, 'SMS принято SMSC.ru');
        return { gatewayId: String(id) };
      } catch (error) {
        if (!(error instanceof SmsNotSent)) throw error;
        const operator = error.gatewayCode === null || (SMSC_ERRORS[error.gatewayCode]?.operator ?? true);
        const entry = { phone: maskPhone(phone), reason: error.reason, smscError: error.gatewayCode };
        if (operator) log.error(entry, `SMS не отправлено: ${error.message}`);
        else log.warn(entry, `SMS не отправлено: ${error.message}`);
        throw error;
      }
    },

    /** `balance.php`: the account is accepted and the service answers; nothing is spent. */
    async probe(): Promise<ProbeResult> {
      try {
        const answer = await call('balance.php', {}, Math.min(PROBE_TIMEOUT_MS, settings.timeoutMs));
        const balance = asNumber(answer.balance);
        if (balance === null) return { ready: false, detail: 'SMSC.ru ответил без баланса' };
        return { ready: true, detail: 'SMSC.ru отвечает и принимает логин и пароль' };
      } catch (error) {
        if (error instanceof SmsNotSent) return { ready: false, detail: error.message };
        throw error;
      }
    },
  };
}
