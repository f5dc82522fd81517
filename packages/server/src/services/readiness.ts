import { MIGRATIONS } from '../db/migrate';
import { standInOf } from '../env-variables';
import { unavailableReason } from '../db/unavailable';
import type { Providers } from '../providers';
import { canProbe, type ProbeResult } from '../providers/readiness';
import type { Repositories } from '../repositories';
import type { AppSettings } from '../settings';
import type { Caller } from './context';

/** One part the store needs: which provider serves it, and whether it can do its work now. */
export interface PartReadiness {
  provider: string;
  ready: boolean;
  /** A development stand-in (a production start refuses it). */
  local: boolean;
  /** False when the adapter cannot check itself: configured, but not proven reachable. */
  checked: boolean;
  detail: string;
}

export interface ReadinessReport {
  ready: boolean;
  database: { kind: 'pglite' | 'postgres'; ready: boolean; detail: string };
  providers: { sms: PartReadiness; captcha: PartReadiness; payment: PartReadiness; courierCompany: PartReadiness; mail: PartReadiness };
}

/** A probe that hangs does not hold the answer past this. */
const PROBE_LIMIT_MS = 8000;

type Role = keyof ReadinessReport['providers'];

/** The development stand-ins of each role, local and always able to work: the defaults env-variables.ts declares (mail without SMTP_URL: the outbox). */
const STAND_INS: Record<Role, string> = {
  sms: standInOf('SMS_PROVIDER'),
  captcha: standInOf('CAPTCHA_PROVIDER'),
  payment: standInOf('PAYMENT_PROVIDER'),
  courierCompany: standInOf('COURIER_COMPANY_PROVIDER'),
  mail: 'outbox',
};

/**
 * `GET /api/ready` (decision 0021): the database answers and has every migration of this build,
 * and each provider says whether it can work (its own probe: SMSC.ru's balance, siteverify with a
 * made-up token, PayKeeper's security token, СДЭК's sender city with the kept OAuth token, the SMTP
 * server's greeting and login (nodemailer's verify: nothing is sent);
 * adapters without a probe are reported as configured, unchecked). Providers'
 * answers are reused for `readinessCacheMs` by this instance: monitoring asks often and gateways
 * limit calls. The database is asked every time.
 */
export function readinessCheck(app: {
  repos: Repositories;
  providers: Providers;
  settings: AppSettings;
  db: { kind: 'pglite' | 'postgres' };
}) {
  const cache = new Map<Role, { at: number; result: PartReadiness }>();

  const probeOf = async (role: Role, provider: object, name: string, log: Caller['log']): Promise<PartReadiness> => {
    const now = app.settings.now().getTime();
    const kept = cache.get(role);
    if (kept && now - kept.at < app.settings.readinessCacheMs) return kept.result;
    let result: PartReadiness;
    if (!canProbe(provider)) {
      result =
        name === STAND_INS[role]
          ? { provider: name, ready: true, local: true, checked: true, detail: 'локальная заглушка (только для разработки)' }
          : { provider: name, ready: true, local: false, checked: false, detail: 'настроен; адаптер не проверяет связь сам' };
    } else {
      let timer: NodeJS.Timeout | undefined;
      const limit = new Promise<ProbeResult>((resolve) => {
        timer = setTimeout(
          () => resolve({ ready: false, detail: `проверка не закончилась за ${PROBE_LIMIT_MS / 1000} с` }),
          PROBE_LIMIT_MS,
        );
      });
      const probed = await Promise.race([
        provider.probe().catch((error: unknown): ProbeResult => {
          log.error({ err: error, role }, 'readiness probe failed');
          return { ready: false, detail: 'проверка завершилась ошибкой (подробности в журнале API)' };
        }),
        limit,
      ]).finally(() => clearTimeout(timer));
      result = { provider: name, ready: probed.ready, local: probed.local === true, checked: true, detail: probed.detail };
    }
    cache.set(role, { at: now, result });
    return result;
  };

  const database = async (log: Caller['log']): Promise<ReadinessReport['database']> => {
    const kind = app.db.kind;
    try {
      const applied = new Set(await app.repos.health.appliedMigrations());
      const missing = MIGRATIONS.filter((migration) => !applied.has(migration.name)).map((migration) => migration.name);
      if (missing.length > 0) return { kind, ready: false, detail: `не применены миграции: ${missing.join(', ')}` };
      return { kind, ready: true, detail: `отвечает, миграций: ${MIGRATIONS.length}` };
    } catch (error) {
      const unavailable = unavailableReason(error);
      if (unavailable) {
        log.warn({ reason: unavailable }, 'readiness: database unavailable');
        return { kind, ready: false, detail: `нет связи с базой данных: ${unavailable}` };
      }
      log.error({ err: error }, 'readiness: database check failed');
      return { kind, ready: false, detail: 'база данных не отвечает (подробности в журнале API)' };
    }
  };

  return async function check(log: Caller['log']): Promise<ReadinessReport> {
    const { providers, settings } = app;
    const [db, sms, captcha, payment, courierCompany, mail] = await Promise.all([
      database(log),
      probeOf('sms', providers.sms, providers.sms.name, log),
      probeOf('captcha', providers.captcha, settings.captcha.provider, log),
      probeOf('payment', providers.payments, providers.payments.name, log),
      probeOf('courierCompany', providers.courierCompany, providers.courierCompany.name, log),
      probeOf('mail', providers.mail, providers.mail.name, log),
    ]);
    const parts = [sms, captcha, payment, courierCompany, mail];
    return {
      ready: db.ready && parts.every((part) => part.ready),
      database: db,
      providers: { sms, captcha, payment, courierCompany, mail },
    };
  };
}
