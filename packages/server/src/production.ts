import { isLoopbackHost } from './lib/loopback';

/**
 * What a production start refuses (decision 0021): every stand-in made for development, the
 * outbox route that shows sign-in codes, a missing key or account, and an address that sends
 * shoppers or credentials over plain http. Each problem starts with the variable to fix.
 *
 * The values are read from the environment as given, with the defaults of the agreed names
 * (issue 22): PAYMENT_PROVIDER, COURIER_COMPANY_PROVIDER and their accounts belong to adapters
 * configured beside this file, and production must refuse their stand-ins whatever reads them.
 */

/** A provider role: its variable, the development stand-in (the default), and what each real provider needs. */
interface ProviderRole {
  variable: string;
  standIn: string;
  /** Real provider → the variables it cannot work without. */
  real: Record<string, readonly string[]>;
  /** Variables holding an address credentials or shoppers' data travel to. */
  urls: readonly string[];
}

const ROLES: readonly ProviderRole[] = [
  { variable: 'SMS_PROVIDER', standIn: 'outbox', real: { smsc: ['SMS_LOGIN', 'SMS_PASSWORD'] }, urls: ['SMS_URL'] },
  {
    variable: 'PAYMENT_PROVIDER',
    standIn: 'demo',
    real: { paykeeper: ['PAYKEEPER_URL', 'PAYKEEPER_USER', 'PAYKEEPER_PASSWORD', 'PAYKEEPER_SECRET'] },
    urls: ['PAYKEEPER_URL'],
  },
  {
    variable: 'COURIER_COMPANY_PROVIDER',
    standIn: 'local',
    real: { cdek: ['CDEK_CLIENT_ID', 'CDEK_CLIENT_SECRET', 'CDEK_SENDER_CITY_CODE'] },
    urls: ['CDEK_URL'],
  },
  {
    variable: 'CAPTCHA_PROVIDER',
    standIn: 'local',
    real: { recaptcha: ['RECAPTCHA_SECRET', 'RECAPTCHA_SITE_KEY'] },
    urls: ['RECAPTCHA_URL'],
  },
];

const value = (env: NodeJS.ProcessEnv, name: string): string => env[name]?.trim() ?? '';

/** An address that is https, or http on the loopback only; an unreadable one is left to the schema's check. */
function plainHttpProblem(name: string, address: string): string | null {
  let url: URL;
  try {
    url = new URL(address);
  } catch {
    return null;
  }
  if (url.protocol === 'https:' || (url.protocol === 'http:' && isLoopbackHost(url.hostname))) return null;
  return `${name}: в production нужен адрес https:// (http:// допустим только для 127.0.0.1 и localhost), задан «${address}»`;
}

/** The shortest exchange password production accepts (it travels in every checkauth, Basic over https). */
export const EXCHANGE_PASSWORD_MIN = 16;

/**
 * 1C's exchange in production (decision 0056): off while neither variable is set (a store without
 * 1C); otherwise both, and a password that is long, not the login, and not one character or digit run.
 */
function exchangeProblems(env: NodeJS.ProcessEnv): string[] {
  const login = value(env, 'EXCHANGE_LOGIN');
  const password = env.EXCHANGE_PASSWORD ?? '';
  if (!login && !password.trim()) return [];
  if (!login) return ['EXCHANGE_LOGIN: не задан, а EXCHANGE_PASSWORD задан: обмен с 1С в production включается только с логином и паролем'];
  if (!password.trim()) return ['EXCHANGE_PASSWORD: не задан, а EXCHANGE_LOGIN задан: обмен с 1С в production включается только с паролем'];
  const weak =
    password.length < EXCHANGE_PASSWORD_MIN ||
    password.toLowerCase().includes(login.toLowerCase()) ||
    new Set(password).size < 6 ||
    /^\d+$/.test(password);
  return weak
    ? [
        `EXCHANGE_PASSWORD: слабый пароль обмена с 1С: нужен не короче ${EXCHANGE_PASSWORD_MIN} символов, не из одних цифр, не содержащий логин (например, openssl rand -base64 24)`,
      ]
    : [];
}

/** Everything a production start with this environment must refuse; empty when it may start. */
export function productionProblems(env: NodeJS.ProcessEnv): string[] {
  const problems: string[] = [];
  for (const role of ROLES) {
    const chosen = value(env, role.variable) || role.standIn;
    const needs = role.real[chosen];
    if (!needs) {
      const real = Object.keys(role.real).join(' или ');
      problems.push(`${role.variable}: в production нужен настоящий провайдер (${real}), а не «${chosen}» — заглушка для разработки`);
      continue;
    }
    for (const name of needs) {
      if (!value(env, name)) problems.push(`${name}: не задана, а ${role.variable}=${chosen} без неё не работает`);
    }
    for (const name of role.urls) {
      const problem = value(env, name) ? plainHttpProblem(name, value(env, name)) : null;
      if (problem) problems.push(problem);
    }
  }
  const outboxRoute = value(env, 'SMS_OUTBOX_ROUTE');
  if (outboxRoute === 'true' || outboxRoute === '1') {
    problems.push('SMS_OUTBOX_ROUTE: в production маршрут /api/dev/sms-outbox не включается — он показывает коды входа');
  }
  problems.push(...exchangeProblems(env));
  // The object storage of the pictures: its keys travel with every request (decision 0057).
  const pictures = value(env, 'PICTURES_S3_ENDPOINT') ? plainHttpProblem('PICTURES_S3_ENDPOINT', value(env, 'PICTURES_S3_ENDPOINT')) : null;
  if (pictures) problems.push(pictures);
  // E-mails (issue 39): the mail_outbox table is a stand-in, and a message must say which shop sends it.
  if (!value(env, 'SMTP_URL')) {
    problems.push(
      'SMTP_URL: не задан, а в production письма покупателям и в отдел заказов уходят только через SMTP (очередь mail_outbox — заглушка для разработки)',
    );
  }
  if (!value(env, 'MAIL_FROM')) {
    problems.push('MAIL_FROM: не задан, а в production письма уходят от имени магазина («ТехноСибирь <shop@example.ru>»)');
  }
  const mailOutboxRoute = value(env, 'MAIL_OUTBOX_ROUTE');
  if (mailOutboxRoute === 'true' || mailOutboxRoute === '1') {
    problems.push('MAIL_OUTBOX_ROUTE: в production маршрут /api/dev/mail-outbox не включается — он показывает письма покупателей');
  }
  if (value(env, 'JWT_SECRET').length < 32) {
    problems.push('JWT_SECRET: в production нужен свой ключ не короче 32 символов (например, openssl rand -base64 48)');
  }
  // The default (127.0.0.1:3000) would send paying shoppers back to their own machine.
  const publicUrl = value(env, 'PUBLIC_URL');
  const publicProblem = publicUrl
    ? plainHttpProblem('PUBLIC_URL', publicUrl)
    : 'PUBLIC_URL: не задан, а в production это адрес магазина для покупателей и уведомлений об оплате';
  if (publicProblem) problems.push(publicProblem);
  return problems;
}
